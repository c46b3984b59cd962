// Where the PostgreSQL server binaries are, if anywhere (PATH, or Debian's /usr/lib/postgresql/<v>/bin).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export function postgresBinDir(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const dir = path.join(debian, v, 'bin');
      if (existsSync(path.join(dir, 'initdb'))) return dir;
    }
  }
  return null;
}
