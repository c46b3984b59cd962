// How SUBMIT talks to the server: the error catalogue's words for each failure (order-and-application §8). The
// cart's Idempotency-Key comes from ../idempotency.
import { ApiError } from '../../../app/api';

export const SUBMIT_FAILED = 'Error sending your information.';

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
