// The rules of the account and contact forms (portal §5 "New user", "Change password", "Enquiry"), checked by the
// browser (the local forms' `violations`) and by the server on what it receives, so both give the same answer.
import { APPLICATION_INCOMPLETE, INVALID_EMAIL, minLengthMessage } from './messages';
import { isEmail, isStrongPassword, PASSWORD_MISMATCH, PASSWORD_TOO_WEAK } from './patterns';
import type { Violation } from './validation';

/** Portal §5: a new user's first name, surname or email left empty (the spec's wording, as for the application). */
export const NEW_USER_INCOMPLETE = APPLICATION_INCOMPLETE;
/** Portal §8: a new user's email outside the client's domain. */
export const SAME_EMAIL_DOMAIN = 'You must use the same domain for the email.';
/** Portal §5: an enquiry without its category or message. */
export const ENQUIRY_INCOMPLETE = 'Please complete the form.';
/** An enquiry's order id that is not an order number. Ours. */
export const ENQUIRY_ORDER_ID = 'Please enter the order ID as a number, or leave it empty.';
/** Portal §8: the thank-you modal of Contact Us, also the text receive_enquiries answers. */
export const ENQUIRY_SENT = 'Your enquiry has been sent.';

/** Portal §9: the two access levels of a client user. */
export const ACCESS_LEVELS = ['Full view', 'Restricted view'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Portal §9: a first name has at least 2 characters. */
export const FIRST_NAME_MIN_LENGTH = 2;
/** An enquiry's message: long enough for a real question, bounded for the mail it becomes. */
export const ENQUIRY_MAX_LENGTH = 2000;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const violation = (field: string, message: string): Violation => ({ key: field, path: [field], message });

export interface NewUserInput {
  FName?: unknown;
  LName?: unknown;
  Email?: unknown;
}

/** What is wrong with a new user's details, field by field (first problem of each field only). */
export function newUserViolations(data: NewUserInput): Violation[] {
  const found: Violation[] = [];
  for (const field of ['FName', 'LName', 'Email'] as const) {
    if (!text(data[field])) found.push(violation(field, NEW_USER_INCOMPLETE));
  }
  const firstName = text(data.FName);
  if (firstName && firstName.length < FIRST_NAME_MIN_LENGTH) found.push(violation('FName', minLengthMessage(FIRST_NAME_MIN_LENGTH)));
  const email = text(data.Email);
  if (email && !isEmail(email)) found.push(violation('Email', INVALID_EMAIL));
  return found;
}

/** The part after the @, lower-cased ('' when there is none). */
export const emailDomainOf = (email: string): string => email.trim().toLowerCase().split('@')[1] ?? '';

/** Whether the email is at the client's domain exactly (a subdomain or a look-alike is not). */
export function usesEmailDomain(email: string, domain: string): boolean {
  return domain.trim() !== '' && emailDomainOf(email) === domain.trim().toLowerCase();
}

export interface PasswordChangeInput {
  newPassword?: unknown;
  confirmPassword?: unknown;
}

/** A new password the rule refuses, or a confirmation that differs from it. */
export function passwordChangeViolations(data: PasswordChangeInput): Violation[] {
  const found: Violation[] = [];
  const newPassword = typeof data.newPassword === 'string' ? data.newPassword : '';
  if (newPassword && !isStrongPassword(newPassword)) found.push(violation('newPassword', PASSWORD_TOO_WEAK));
  const confirmation = typeof data.confirmPassword === 'string' ? data.confirmPassword : '';
  if (confirmation && confirmation !== newPassword) found.push(violation('confirmPassword', PASSWORD_MISMATCH));
  return found;
}

export interface EnquiryInput {
  ticket_category?: unknown;
  message?: unknown;
  order_id?: unknown;
}

/** An enquiry needs its category and a message that is not only spaces; an order id, when given, is a number. */
export function enquiryViolations(data: EnquiryInput): Violation[] {
  const found = (['ticket_category', 'message'] as const)
    .filter((field) => !text(data[field]))
    .map((field) => violation(field, ENQUIRY_INCOMPLETE));
  const orderId = typeof data.order_id === 'number' ? String(data.order_id) : text(data.order_id);
  if (orderId && !/^[0-9]{1,9}$/.test(orderId)) found.push(violation('order_id', ENQUIRY_ORDER_ID));
  return found;
}
