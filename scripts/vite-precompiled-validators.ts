// Vite plugin: the local forms (schemas/forms/*.json) compiled into validator modules at build time (issue 10, no
// eval). `virtual:local-form-validators` maps each form schema's rjsf hashForSchema to a lazy import of its compiled
// module, one chunk per form, loaded with the form; `virtual:local-form-validator-keys` is the set of those keys alone,
// which widgets/validator.ts reads first, so a schema that is no local form (an application step's) never waits for
// the map's chunk.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashForSchema } from '@rjsf/utils';
import type { Plugin } from 'vite';
import { compileValidatorModule } from '../server/validator-code';

const INDEX = 'virtual:local-form-validators';
const KEYS = 'virtual:local-form-validator-keys';
const FORM = 'virtual:local-form-validator/';

export function precompiledValidators(formsDir = path.resolve(import.meta.dirname, '../schemas/forms')): Plugin {
  const files = () => readdirSync(formsDir).filter((name) => name.endsWith('.json'));
  const schemaOf = (file: string) => (JSON.parse(readFileSync(path.join(formsDir, file), 'utf8')) as { schema: object }).schema;
  return {
    name: 'precompiled-validators',
    resolveId(id) {
      return id === INDEX || id === KEYS || id.startsWith(FORM) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${KEYS}`) {
        const keys = files().map((file) => {
          this.addWatchFile(path.join(formsDir, file));
          return hashForSchema(schemaOf(file) as never);
        });
        return `export default new Set(${JSON.stringify(keys)});\n`;
      }
      if (id === `\0${INDEX}`) {
        const entries = files().map((file) => {
          this.addWatchFile(path.join(formsDir, file));
          const key = hashForSchema(schemaOf(file) as never);
          return `  ${JSON.stringify(key)}: () => import(${JSON.stringify(FORM + file.replace(/\.json$/, ''))}),`;
        });
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${FORM}`)) {
        // The id names the form without '.json', so Vite's JSON plugin leaves the module alone.
        const file = `${path.basename(id.slice(FORM.length + 1))}.json`;
        this.addWatchFile(path.join(formsDir, file));
        return compileValidatorModule(schemaOf(file));
      }
      return undefined;
    },
  };
}
