// Value rules shared by the browser and the server, so both give the same answer. Imported directly (not through
// index.ts) by the sign-in pages, which must stay free of rjsf and ajv.

/** A standard email shape: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The Phone input is numeric (order-and-application §5): digits only, or empty. */
export const PHONE_PATTERN = /^\d*$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** Portal §5: at least one uppercase, lowercase, numeric and special character; we also ask for 8 characters. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    password.length <= 200 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}
