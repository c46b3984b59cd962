// How SUBMIT talks to the server: one Idempotency-Key per cart, and the error catalogue's words for each failure
// (order-and-application §8).
import { ApiError } from '../../../app/api';

export const SUBMIT_FAILED = 'Error sending your information.';

/**
 * A random UUID (v4). crypto.randomUUID exists only in secure contexts; getRandomValues everywhere, so a portal
 * served over plain http on an intranet still gets a key.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * 400: the server's own sentence (which line and what is wrong). 5xx: 'Error. Please try later.'. 401: 'Security
 * control. Login again.' (the client has signed out). Other 4xx: 'Information error.'. No answer at all: 'Error
 * sending your information.'
 */
export function submitErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return SUBMIT_FAILED;
  if (error.status === 0) return SUBMIT_FAILED;
  if (error.status === 400 && error.serverMessage) return error.serverMessage;
  return error.message;
}
