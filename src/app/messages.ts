// The user-facing error catalogue of portal §8 and order-and-application §8, in one place so every
// screen shows the same words for the same situation.

export const ERROR_MESSAGES = {
  unauthorized: 'Security control. Login again.',
  client: 'Information error.',
  server: 'Error. Please try later.',
  /** A 503 that names no reason: the server (or a proxy before it) is briefly away, a restart or a failover. */
  unavailable: 'We are briefly unavailable. Please try again in a moment.',
  network: 'Connection error. Please try later.',
} as const;

/** The catalogue text for an HTTP status; 0 stands for "no answer at all" (network failure). */
export function messageForStatus(status: number): string {
  if (status === 0) return ERROR_MESSAGES.network;
  if (status === 401) return ERROR_MESSAGES.unauthorized;
  if (status === 503) return ERROR_MESSAGES.unavailable;
  if (status >= 500) return ERROR_MESSAGES.server;
  return ERROR_MESSAGES.client;
}


/** Said wherever the JobAdder integration is reached on a portal without a JobAdder client (JOBADDER_CLIENT_ID). */
export const JOB_ADDER_NOT_CONFIGURED =
  'The JobAdder integration is not set up on this portal, so nothing was linked. ClearCheck support can set it up: ask them through Contact Us.';
