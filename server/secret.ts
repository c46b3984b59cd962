// Secrets the server keeps: the key that signs session tokens, the key that encrypts fields at rest
// (server/field-cipher.ts) and the master key of stored files (server/file-cipher.ts). The environment wins (set it when several API processes share one database); otherwise
// one is generated on first start and kept in DATA_DIR so restarts keep people signed in and stored fields readable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The secret named `fileName` in DATA_DIR (made on first use), or `fromEnv` when given. */
export function keptSecret(dataDir: string, fileName: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function sessionSecret(dataDir: string, fromEnv?: string): string {
  return keptSecret(dataDir, 'session-secret', fromEnv);
}

/** The secret stored files' master key is derived from (FILE_KEY, or DATA_DIR/file-key): file-cipher.ts. */
export function fileSecret(dataDir: string, fromEnv?: string): string {
  return keptSecret(dataDir, 'file-key', fromEnv);
}

/** The secret the field cipher derives its key from (FIELD_KEY, or DATA_DIR/field-key). */
export function fieldSecret(dataDir: string, fromEnv?: string): string {
  return keptSecret(dataDir, 'field-key', fromEnv);
}
