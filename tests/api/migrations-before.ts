// The migrations folder cut before a given migration, to build a database as it was before it and then migrate it
// (the tests of migrations that change existing data).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

/** A scratch copy of the migrations whose journal stops before `tag` (e.g. '0008'); `remove` deletes every copy. */
export function migrationsBefore(tag: string): { folder: () => string; remove: () => void } {
  const scratch = mkdtempSync(path.join(os.tmpdir(), `before-${tag}-`));
  return {
    folder() {
      const folder = path.join(scratch, Math.random().toString(36).slice(2));
      cpSync(MIGRATIONS, folder, { recursive: true });
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
      journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < tag);
      writeFileSync(journalPath, JSON.stringify(journal));
      return folder;
    },
    remove: () => rmSync(scratch, { recursive: true, force: true }),
  };
}
