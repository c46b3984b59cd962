// How the contact and cancel dialogs check what is typed: the engine's rules and messages (src/engine/order-actions.ts),
// the ones the server applies to the same requests. Module constants: useLocalForm rebuilds its checks when they change.
import type { LocalFormRules } from '../../../widgets/loadLocalForm';
import { BANK_FIELDS, CANCEL_MESSAGES, cancelProblems, CONTACT_MESSAGES, contactProblems, type ActionProblem } from '../../engine/order-actions';
import type { ActionKind } from '../../engine/order-flags';

const violations = (problems: ActionProblem[]) => problems.map((p) => ({ key: p.field, path: [p.field], message: p.message }));

export const CONTACT_RULES: LocalFormRules = {
  requiredMessages: { message: CONTACT_MESSAGES.messageRequired },
  violations: (data) => violations(contactProblems(data)),
};

const cancelRules = (kind: ActionKind): LocalFormRules => ({
  requiredMessages: {
    RefundReason: CANCEL_MESSAGES.reasonRequired,
    ...(kind === 'individual' ? Object.fromEntries(BANK_FIELDS.map((field) => [field, CANCEL_MESSAGES.bankDetails])) : {}),
  },
  violations: (data) => violations(cancelProblems(data, kind)),
});

export const CANCEL_RULES: Record<ActionKind, LocalFormRules> = { client: cancelRules('client'), individual: cancelRules('individual') };

/** The local form of the cancel dialog (schemas/forms): the individual's adds the refund account (portal §5). */
export const CANCEL_FORMS: Record<ActionKind, string> = { client: 'cancel-order', individual: 'cancel-order-individual' };
