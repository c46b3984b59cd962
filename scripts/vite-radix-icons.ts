// Vite plugin (build only): one module per Radix icon (issue 10, first loads). @radix-ui/react-icons ships its 300-odd
// icons as one ES module, and a bundler places a module whole in one chunk: every icon used anywhere in the app
// landed in the entry, because the sign-in page uses a few (12 KB gzip of SVG paths). Here
// `import { EyeOpenIcon } from '@radix-ui/react-icons'` resolves to a module of re-exports, each from a module holding
// one icon cut out of the package's own file, so each icon goes to the chunks that use it. The code is the package's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PACKAGE = '@radix-ui/react-icons';
const BARREL = '\0radix-icons';
const ICON = '\0radix-icon:';
const HELPER = '\0radix-icon-helper';

// Each icon in the package's ES build: `var _excluded$N = ["color"];` then `var NameIcon = /*#__PURE__*/forwardRef(...);`.
const ICON_SOURCE = /var (_excluded(?:\$[\w$]+)?) = \["color"\];\nvar (\w+) = (\/\*#__PURE__\*\/forwardRef\([\s\S]*?\n\}\));\n/g;
const HELPER_SOURCE = /function _objectWithoutPropertiesLoose\([\s\S]*?\n\}\n/;

function readIcons(): { helper: string; icons: Map<string, string> } {
  const file = createRequire(import.meta.url).resolve(`${PACKAGE}/dist/react-icons.esm.js`);
  const source = readFileSync(file, 'utf8');
  const helper = HELPER_SOURCE.exec(source)?.[0];
  const icons = new Map<string, string>();
  for (const [, excluded, name, body] of source.matchAll(ICON_SOURCE)) {
    icons.set(name, `const ${excluded} = ["color"];\nexport const ${name} = ${body};\n`);
  }
  // A new package layout must fail the build, not drop icons.
  const exported = /export \{([^}]*)\}/.exec(source)?.[1].split(',').map((name) => name.trim()).filter(Boolean) ?? [];
  if (!helper || exported.length === 0 || exported.some((name) => !icons.has(name))) {
    throw new Error(`vite-radix-icons: ${file} is not laid out as expected (icons found: ${icons.size} of ${exported.length})`);
  }
  return { helper, icons };
}

export function radixIconsPerModule(): Plugin {
  let parsed: ReturnType<typeof readIcons> | undefined;
  const icons = () => (parsed ??= readIcons());
  return {
    name: 'radix-icons-per-module',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (id === PACKAGE) return BARREL;
      return id === HELPER || id.startsWith(ICON) ? id : undefined;
    },
    load(id) {
      // None has side effects: an icon no chunk uses is left out, and the barrel pulls nothing into its importer's chunk.
      if (id === BARREL) {
        const code = [...icons().icons.keys()].map((name) => `export { ${name} } from ${JSON.stringify(ICON + name)};`);
        return { code: code.join('\n'), moduleSideEffects: false };
      }
      if (id === HELPER) return { code: `export ${icons().helper}`, moduleSideEffects: false };
      if (id.startsWith(ICON)) {
        const code = icons().icons.get(id.slice(ICON.length));
        if (!code) return undefined;
        return {
          code: `import { forwardRef, createElement } from 'react';\nimport { _objectWithoutPropertiesLoose } from ${JSON.stringify(HELPER)};\n${code}`,
          moduleSideEffects: false,
        };
      }
      return undefined;
    },
  };
}
