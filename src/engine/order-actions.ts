// The rules and messages of the order actions (portal §4 "Order actions", §5 "Contact applicant", "Cancel", §9), written
// once: the contact and cancel dialogs check what the user typed with these functions, and the server checks what it
// receives with the same ones, so a request that bypasses the browser gets the same words.
// Texts quoted from the spec are verbatim; those marked "ours" name what the spec leaves unsaid.

/** Portal §5, §8 success texts. */
export const CONTACT_MESSAGES = {
  /** §5: the message is required. */
  messageRequired: 'Please write a message',
  /** §8: success. */
  sent: 'The message was sent.',
  /** Ours: a message longer than the limit. */
  messageTooLong: 'The message may be at most 2000 characters.',
} as const;

/** Portal §5 "Cancel". */
export const CANCEL_MESSAGES = {
  reasonRequired: 'Please write a reason',
  bankDetails: 'Please write your bank details',
  /** Ours: a reason past the counter. */
  reasonTooLong: 'The reason may be at most 250 characters.',
} as const;

/** Portal §9: the cancel reason at most 250 characters, bank fields at least 2. The other limits are ours. */
export const ACTION_LIMITS = {
  reason: 250,
  bankMin: 2,
  bankMax: 100,
  message: 2000,
  subject: 200,
} as const;

/** The four bank fields an individual gives when cancelling (portal §3 "Cancel request", §6). */
export const BANK_FIELDS = ['Bank', 'AccountName', 'Bsb', 'AccountNumber'] as const;
export type BankField = (typeof BANK_FIELDS)[number];

/** One problem of a dialog's data: the field and the message to show beside it. */
export interface ActionProblem {
  field: string;
  message: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Problems of a contact message (portal §5: required; ours: at most 2000 characters). */
export function contactProblems(data: { message?: unknown }): ActionProblem[] {
  const message = text(data.message);
  if (message === '') return [{ field: 'message', message: CONTACT_MESSAGES.messageRequired }];
  if (message.length > ACTION_LIMITS.message) return [{ field: 'message', message: CONTACT_MESSAGES.messageTooLong }];
  return [];
}

/**
 * Problems of a cancel request (portal §5): a reason of at most 250 characters; for the individual kind every bank
 * field at least 2 characters (spaces around do not count).
 */
export function cancelProblems(data: Record<string, unknown>, kind: 'client' | 'individual'): ActionProblem[] {
  const problems: ActionProblem[] = [];
  const reason = text(data.RefundReason);
  if (reason === '') problems.push({ field: 'RefundReason', message: CANCEL_MESSAGES.reasonRequired });
  else if (reason.length > ACTION_LIMITS.reason) problems.push({ field: 'RefundReason', message: CANCEL_MESSAGES.reasonTooLong });
  if (kind === 'individual') {
    for (const field of BANK_FIELDS) {
      const value = text(data[field]);
      if (value.length < ACTION_LIMITS.bankMin || value.length > ACTION_LIMITS.bankMax) {
        problems.push({ field, message: CANCEL_MESSAGES.bankDetails });
      }
    }
  }
  return problems;
}
