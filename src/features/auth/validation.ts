// Client-side checks of the public sign-in forms, with the spec's exact messages (portal §5).

/** A standard email shape: something@domain.tld, no spaces. The server checks the same. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export const PASSWORD_HINT =
  'Use at least 8 characters with one uppercase, one lowercase, one number and one special character.';
export const PASSWORD_MISMATCH = 'The password does not match.';
export const PASSWORD_TOO_WEAK = 'Your password does not meet the minimum requirements. Try it again.';

/** The rule the hint describes; the server enforces it as well. */
export function meetsPasswordRules(password: string): boolean {
  return (
    password.length >= 8 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}
