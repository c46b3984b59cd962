// Fields kept encrypted at rest (an individual's refund bank account): AES-256-GCM with a fresh 12-byte IV per value,
// the key derived (HKDF-SHA-256) from the server's field secret (server/secret.ts fieldSecret). A stored value is
// 'v1.<iv>.<tag>.<ciphertext>' in base64url; a value altered in the database, or read with another key, fails to open
// rather than giving wrong text.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface FieldCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createFieldCipher(secret: string): FieldCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'clearcheck-field-cipher', 'aes-256-gcm v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed field value.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
