// The Idempotency-Key of an order request (the wizard's SUBMIT, the quick start's 'Start an application'): a retry
// after a dropped connection then answers the order already made instead of making a second (the server keys on it
// together with the content).

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
