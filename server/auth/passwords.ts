// Password hashing (argon2id) and the strength rule shown to users on the change-password form.
import argon2 from 'argon2';

export { isStrongPassword, PASSWORD_TOO_WEAK, PASSWORD_UPDATED } from '../../src/engine/patterns';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// A hash of a random password, verified against when the username is unknown so that both failures take the
// same time and an attacker cannot tell which usernames exist.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}

