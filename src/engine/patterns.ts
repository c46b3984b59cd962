// Value rules shared by the browser and the server, so both give the same answer. Imported directly (not through
// index.ts) by the sign-in pages, which must stay free of rjsf and ajv.

/** A standard email shape: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The Phone input is numeric (order-and-application §5): digits only, or empty. */
export const PHONE_PATTERN = /^\d*$/;

/**
 * A phone number typed by a person (application fields such as a referee's phone): an optional leading +, then 6 to 15
 * digits, single spaces allowed between them ('+61 412 345 678', '02 9876 5432'). No letters. The order lines' Phone
 * above stays digits only, as the spec says of that input.
 */
export const CONTACT_PHONE_PATTERN = /^\+?(?:\d ?){5,14}\d$/;

export function isContactPhone(value: string): boolean {
  return CONTACT_PHONE_PATTERN.test(value.trim());
}

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
