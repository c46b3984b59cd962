// A referee's answers kept in this browser until they are sent (issue 13: "a long answer is never lost"). Keyed by the
// link (order and referee), apart from the signed-in drafts (a sign-out on a shared browser does not touch them;
// they are removed once sent or once the form is closed).
const PREFIX = 'clearcheck.referee-draft.';

const keyOf = (orderId: number, refereeId: number) => `${PREFIX}${orderId}.${refereeId}`;

export function readRefereeDraft(orderId: number, refereeId: number): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage.getItem(keyOf(orderId, refereeId)) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeRefereeDraft(orderId: number, refereeId: number, data: Record<string, unknown>): void {
  try {
    globalThis.localStorage.setItem(keyOf(orderId, refereeId), JSON.stringify(data));
  } catch {
    // Storage full or disabled: the form still works, only without the draft.
  }
}

export function clearRefereeDraft(orderId: number, refereeId: number): void {
  try {
    globalThis.localStorage.removeItem(keyOf(orderId, refereeId));
  } catch {
    // Nothing kept.
  }
}
