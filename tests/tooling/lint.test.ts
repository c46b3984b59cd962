// `npm run lint` must be able to fail: each rule of eslint.config.js is shown refusing a few files written for the
// purpose (an import cycle between two TypeScript modules, the server importing React), and accepting the same files
// once the fault is gone. The files are written inside the repository, where the project's configuration applies,
// and removed afterwards.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// Under server/ so that the server's rules apply too.
const dir = path.join(root, 'server', `lint-probe-${randomUUID().slice(0, 8)}`);
mkdirSync(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(files: Record<string, string>): string[] {
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  });
}

async function ruleIds(files: string[]): Promise<string[]> {
  const results = await new ESLint({ cwd: root }).lintFiles(files);
  return results.flatMap((r) => r.messages.map((m) => m.ruleId ?? m.message));
}

describe('npm run lint', () => {
  it('refuses two TypeScript modules importing each other, and accepts them once one no longer does', async () => {
    const files = write({
      'first.ts': "import { second } from './second';\nexport const first = (): number => second() + 1;\n",
      'second.ts': "import { first } from './first';\nexport const second = (): number => 1;\nexport const both = () => first();\n",
    });
    expect(await ruleIds(files)).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);

    write({ 'second.ts': 'export const second = (): number => 1;\n' });
    expect(await ruleIds(files)).toEqual([]);
  });

  it('refuses a cycle through three modules', async () => {
    const files = write({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './c';\nexport const b = () => c;\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
    });
    expect(await ruleIds(files)).toContain('import-x/no-cycle');
  });

  it('refuses React in server code', async () => {
    const files = write({ 'view.ts': "import { useState } from 'react';\nexport const view = useState;\n" });
    expect(await ruleIds(files)).toEqual(['no-restricted-imports']);
  });
});
