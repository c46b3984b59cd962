// Usernames of the accounts created for new applicants: derived from the email's local part so the applicant can
// guess it, unique without regard to case (sign-in compares lower-cased usernames).

const MAX_BASE_LENGTH = 40;

/** 'Jack.Wilson+work@example.com' -> 'jack.wilsonwork'; a local part without letters gets an 'applicant' prefix. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0].toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, MAX_BASE_LENGTH);
  return usernameStem(local) ? local : `applicant${local}`;
}

/** The name without its trailing digits: 'jack2' and 'jack' share the stem 'jack'. */
export const usernameStem = (name: string): string => name.toLowerCase().replace(/[0-9]+$/, '');

/**
 * The base itself when free, else base2, base3, ... `taken` holds lower-cased usernames (every existing one with
 * the same stem) and receives the chosen name, so one batch never hands out a name twice.
 */
export function pickUsername(base: string, taken: Set<string>): string {
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`;
  taken.add(candidate);
  return candidate;
}
