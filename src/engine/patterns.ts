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

/**
 * A phone number as people type it, tidied to digits: spaces, dashes, dots and brackets go, and Australia's +61 (or
 * 0061) becomes the leading 0 ('04 1234 5678', '+61 412-345-678' and '(04) 1234 5678' are all '0412345678').
 * Anything else is left as typed, for the check to refuse.
 */
export function tidyPhone(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, '');
  const australian = /^(?:\+|00)61(\d{9})$/.exec(compact);
  return australian ? `0${australian[1]}` : compact;
}

/**
 * An Australian phone number as people read it: '0292410000' is '02 9241 0000', '0412345678' is '0412 345 678',
 * '1300123456' is '1300 123 456'; anything else as stored.
 */
export function displayPhone(phone: string): string {
  const digits = tidyPhone(phone);
  if (/^04\d{8}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^0[2378]\d{8}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (/^1[38]00\d{6}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return phone.trim();
}

/**
 * A person's name: letters of any script (with their accents and marks), in words joined by single spaces, hyphens,
 * apostrophes or full stops ("Nguyễn", "O'Brien", "Mary-Jane", "St. John", "J."). No digits, emoji, symbols, control or
 * bidirectional characters (which could make "Nguyen" + U+202E + "evil" show as "Nguyenlive" in an email).
 */
const PERSON_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’.-]+[\p{L}\p{M}]+)*\.?$/u;

export function isPersonName(value: string): boolean {
  return PERSON_NAME_PATTERN.test(value.trim());
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** The hint beside every new-password field (portal §5); isStrongPassword below is the rule it describes. */
export const PASSWORD_HINT =
  'Use at least 8 characters with one uppercase, one lowercase, one number and one special character.';
/** Portal §5: the new password and its confirmation differ. */
export const PASSWORD_MISMATCH = 'The password does not match.';
/** Portal §8: a new password the rule refuses, in the browser and from the server alike. */
export const PASSWORD_TOO_WEAK = 'Your password does not meet the minimum requirements. Try it again.';
/** Portal §8: the success text of a password change. */
export const PASSWORD_UPDATED = 'Your password was updated.';

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

/** The start of an IPv4 or IPv6 address, as a filter of the audit trail takes it (digits, hex letters, dots, colons). */
export const IP_ADDRESS_PATTERN = '^[0-9A-Fa-f.:]*$';

/** A partner's site on the Deals page: a web address (it opens in a new tab). */
export const WEB_ADDRESS_PATTERN = '^https?://\\S+$';
/** A partner's logo: a web address or a path the portal serves (/partners/name.svg). */
export const LOGO_LOCATION_PATTERN = '^(https?://|/)\\S+$';
/** The key of an 'Ads Categories' entry (its MappingValue): letters first, so never 1 (Suggested) or 0 (All Services). */
export const ADS_CATEGORY_KEY_PATTERN = '^[A-Za-z][A-Za-z0-9 _-]*$';

/** The longest name, email address and phone number taken (ours; the database columns' sizes). */
export const VALUE_LIMITS = { name: 100, email: 254, phone: 20 } as const;
