// The order the application pages work on (browser session state "current order id", spec §3): chosen by the home
// page's START and EDIT and by the quick start, read by the application and edit screens. Kept in sessionStorage, so
// each browser tab works on its own order and a reload keeps it.

export const CURRENT_ORDER_KEY = 'portal.currentOrderId';

/** Where START and a new quick-start order go: the application resumes at its first step not yet done (Terms for a new one). */
export const APPLICATION_START_PATH = '/admin/application';
/** Where EDIT goes: the edit screen for rejected items. */
export const EDIT_APPLICATION_PATH = '/admin/edit-application/';

export function storeCurrentOrderId(orderId: number | string): void {
  try {
    sessionStorage.setItem(CURRENT_ORDER_KEY, String(orderId));
  } catch {
    // Storage unavailable (private mode): the application pages then say no order was chosen.
  }
}

/** The current order id, or null when none was chosen in this browser tab. */
export function readCurrentOrderId(): number | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(CURRENT_ORDER_KEY);
  } catch {
    return null;
  }
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
