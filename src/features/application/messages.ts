// User-facing texts of the application steps. Those quoted from order-and-application §5 and §8 are verbatim; the
// others are ours and say so.
import type { ReplyOf } from '../../../schemas/api';
import { ApiError, errorText } from '../../app/api';

/** §5: "Terms and privacy checkboxes are both required: 'Please accept to continue'." */
export const ACCEPT_TO_CONTINUE = 'Please accept to continue';

/** §8: "Network or exception while saving: 'Error sending your information.' or 'Network Error, please try later'". */
export const SAVE_FAILED = 'Error sending your information.';
export const SAVE_NETWORK_FAILED = 'Network Error, please try later';

/** §8: "PDF download failure: 'Error downloading application.'" */
export const PDF_FAILED = 'Error downloading application.';

/** Ours: the server refused a step without saying why. */
export const REFUSED_WITHOUT_REASON = 'Your information could not be saved. Please check the step and try again.';

/** Ours: shown above a step whose unsaved answers came back from this device. */
export const DRAFT_RESTORED = 'We restored the answers you had not saved yet.';

/** Ours: the application page without a chosen order. */
export const NO_CURRENT_ORDER = 'Choose an order on your Home page and press START to begin your application.';

/** The text for a failed save (§8): 401 keeps the catalogue text (the user is being signed out). */
export function saveErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return SAVE_NETWORK_FAILED;
    if (error.status === 401) return errorText(error);
  }
  return SAVE_FAILED;
}

/** The answer of a save or a check: approve 1 or 0, and the message to show. */
export type ServerVerdict = ReplyOf<'POST /application/set_data_by_tab'>;

/** set_data_by_tab, set_documents and submit_application accept with approve equal to 1. */
export function isApproved(answer: ServerVerdict | null | undefined): boolean {
  return Number(answer?.approve) === 1;
}

export function verdictMessage(answer: ServerVerdict | null | undefined): string {
  const message = answer?.error_msg;
  return typeof message === 'string' ? message.trim() : '';
}

/** The title of the dialog (and alert) that shows a step's refusal (§4, §8). */
export const IMPORTANT_TITLE = 'Important';
