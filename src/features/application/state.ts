// The application's browser state (portal §3 "Browser session state": current order id, current application step and
// steps list, docs message, self-photo-required flag) and the tab-name-to-url map of order-and-application §2.3.
// Plain functions over sessionStorage/localStorage, free of React, so the home page, the quick start and every step
// read the same keys.

/** Where the current order id lives (the quick start writes the same key). Per browser tab, survives a reload. */

/** Url of step 1 and of the last step: Terms first, Confirmation last whatever the server sends (§2.3). */
export const TERMS_URL = '1';
export const CONFIRMATION_URL = 'confirmation';
export const TERMS_TAB = 'Terms and Conditions';
export const CONFIRMATION_TAB = 'Confirmation';

/** A tab with this name is no step: it switches the self-photo requirement off (§2.3). */
export const SELF_IMAGE_TAB = 'Self image capture';

/** Server tab names to step urls (§2.3). */
export const TAB_URLS: Readonly<Record<string, string>> = {
  'Personal Details': 'personal',
  'Address Details': 'address',
  'Additional Details': 'additional',
  'References Details': 'references',
  'Identity documents': 'identity',
  Consent: 'consent',
};

/**
 * The name of the step at a url, known before the order's tabs arrive (the heading of the page while they load: the
 * same heading the step then keeps). A url made from another server tab's name has none.
 */
export function knownStepName(url: string | undefined): string | undefined {
  if (url === TERMS_URL) return TERMS_TAB;
  if (url === CONFIRMATION_URL) return CONFIRMATION_TAB;
  return Object.keys(TAB_URLS).find((name) => TAB_URLS[name] === url);
}

export const APPLICATION_BASE = '/admin/application';

export interface ApplicationStep {
  /** Path below /admin/application ('1', 'personal', ...). */
  url: string;
  /** 1-based position in this order's steps. */
  number: number;
  /** What the step bar shows. */
  name: string;
  /** The server's TabName (get_tab_req, set_data_by_tab); Terms and Confirmation have none of their own. */
  tabName: string;
}

export interface ApplicationSteps {
  steps: ApplicationStep[];
  /** False when the order's tabs include 'Self image capture'. */
  selfieRequired: boolean;
}

/** A server tab name outside the map still becomes a step (drawn by the engine) at a url made from its name. */
function urlForTab(tabName: string): string {
  return (
    TAB_URLS[tabName] ??
    tabName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The order's steps from GET /application/get_tabs: Terms and Conditions first, the tabs in the server's order, then
 * Confirmation. A Terms or Confirmation tab the server sends is not repeated; 'Self image capture' is no step.
 */
export function stepsFromTabs(tabs: readonly { TabName: string }[]): ApplicationSteps {
  let selfieRequired = true;
  const middle: { url: string; name: string; tabName: string }[] = [];
  for (const { TabName } of tabs) {
    const tabName = typeof TabName === 'string' ? TabName.trim() : '';
    if (!tabName) continue;
    if (sameName(tabName, SELF_IMAGE_TAB)) {
      selfieRequired = false;
      continue;
    }
    if (sameName(tabName, TERMS_TAB) || sameName(tabName, CONFIRMATION_TAB)) continue;
    const url = urlForTab(tabName);
    if (!url || url === TERMS_URL || middle.some((step) => step.url === url)) continue;
    middle.push({ url, name: tabName, tabName });
  }
  const all = [
    { url: TERMS_URL, name: TERMS_TAB, tabName: TERMS_TAB },
    ...middle,
    { url: CONFIRMATION_URL, name: CONFIRMATION_TAB, tabName: CONFIRMATION_TAB },
  ];
  return { steps: all.map((step, index) => ({ ...step, number: index + 1 })), selfieRequired };
}

export function stepPath(url: string): string {
  return `${APPLICATION_BASE}/${url}`;
}

/** The neighbours of a step in the order's own list (BACK and NEXT). */
export function neighbours(steps: readonly ApplicationStep[], url: string): { previous?: ApplicationStep; next?: ApplicationStep } {
  const index = steps.findIndex((step) => step.url === url);
  if (index < 0) return {};
  return { previous: steps[index - 1], next: steps[index + 1] };
}

// ---- storage helpers: storage may be unavailable (private mode, quota); the app then works for this page only ----

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // See above: nothing else to do.
  }
}

const session = () => globalThis.sessionStorage;
const local = () => globalThis.localStorage;

// ---- current order -------------------------------------------------------------------------------------------------

export { readCurrentOrderId, storeCurrentOrderId, CURRENT_ORDER_KEY } from '../../app/currentOrder';

// ---- docs message (§4: "On the identity step, the docs message is stored in either case") --------------------------

const docsMessageKey = (orderId: number) => `portal.application.${orderId}.docsMessage`;

/** Kept per order for the tab; the consent step shows it as its identity message. */
export function storeDocsMessage(orderId: number, message: string | null | undefined): void {
  write(session, docsMessageKey(orderId), message ?? '');
}

export function readDocsMessage(orderId: number): string {
  return read(session, docsMessageKey(orderId)) ?? '';
}

// ---- progress: the furthest step reached, so the step bar can link completed steps after a reload or sign-in ----

const reachedKey = (userId: number | string, orderId: number) => `portal.application.${userId}.${orderId}.reached`;

/** The url of the furthest step this user reached on this order (in this browser), or null. */
export function readReachedStep(userId: number | string, orderId: number): string | null {
  return read(local, reachedKey(userId, orderId));
}

/**
 * Records that the user is on `url`: the furthest step moves forward only (BACK does not undo progress).
 * Returns the furthest step's url after the update.
 */
export function markStepReached(userId: number | string, orderId: number, steps: readonly ApplicationStep[], url: string): string {
  const current = readReachedStep(userId, orderId);
  const index = (u: string | null) => (u === null ? -1 : steps.findIndex((step) => step.url === u));
  if (index(url) > index(current)) {
    write(local, reachedKey(userId, orderId), url);
    return url;
  }
  return current ?? url;
}

/** After submission nothing remains to be reached. */
export function forgetProgress(userId: number | string, orderId: number): void {
  write(local, reachedKey(userId, orderId), null);
}

// ---- coming back (issue 16): where an application resumes ---------------------------------------------------------

/**
 * The step to resume at: the first step the server does not hold as done (GET /application/get_application_state's
 * CompletedTabs, by step name), so START, a new tab or another device lands where the applicant left off. Steps
 * done after it do not count (the user must pass the unfinished one first); when every step is done that is
 * Confirmation, which is never "done" itself.
 */
export function resumeStep(steps: readonly ApplicationStep[], completedTabs: readonly string[]): ApplicationStep | undefined {
  return steps.find((step) => !completedTabs.some((name) => sameName(name, step.tabName))) ?? steps[steps.length - 1];
}

/** Of two step urls, the one further on in `steps` (an unknown or null url counts as before the first). */
export function furthestStep(steps: readonly ApplicationStep[], a: string | null, b: string | null): string | null {
  const index = (url: string | null) => (url === null ? -1 : steps.findIndex((step) => step.url === url));
  return index(a) >= index(b) ? a : b;
}

// ---- the last order a user's application was open on, for a new tab or a deep link (sessionStorage is per tab) ----

const lastOrderKey = (userId: number | string) => `portal.application.${userId}.lastOrder`;

export function rememberApplicationOrder(userId: number | string, orderId: number): void {
  write(local, lastOrderKey(userId), String(orderId));
}

export function readApplicationOrder(userId: number | string): number | null {
  const id = Number(read(local, lastOrderKey(userId)));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The order a tab opened without one (a new tab, a deep link) works on: the order this user's application was last
 * open on, if they may still start it; else their only order with START; else none (the home page lets them choose).
 */
export function orderToOpen(
  orders: readonly { orderID: number; startFlag: string }[],
  remembered: number | null,
): number | null {
  const startable = orders.filter((order) => order.startFlag === 'Y').map((order) => order.orderID);
  if (remembered !== null && startable.includes(remembered)) return remembered;
  return startable.length === 1 ? startable[0] : null;
}
