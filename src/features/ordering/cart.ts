// The new-order wizard's state (order-and-application §3 "Session": register location, cart items, questions), kept
// per user as a draft (app/drafts.ts) until it is submitted or discarded: a reload, a second tab, or signing in again
// after the idle timeout shows the same cart (issue 16). The pure operations come first (tested in Node); the store
// and the React hook below apply them.
import { useSyncExternalStore } from 'react';
import { clearDraft, onDraftChangedElsewhere, readDraft, userDraftKey, writeDraft } from '../../app/drafts';
import { sessionStore } from '../../app/session-store';
import type { Question } from './questions/questions';
import type { Service } from './services';

/** Where a user's cart is kept (under the draft prefix, so a manual sign-out removes it with their other drafts). */
export const cartStorageKey = (userId: number | string) => userDraftKey(userId, 'wizard.cart');

/** An applicant of the wizard (§3 "Applicant (wizard)"). Ids travel as the digit strings the form holds. */
export interface CartApplicant {
  /** Local sequence starting at 1. */
  Id: number;
  FirstName: string;
  MiddleName: string;
  SurName: string;
  Email: string;
  Phone: string;
  CheckPurpose: string;
  ClientID: string;
  /** The ordering agency's ClientID when a recruiter orders; empty otherwise (§5). */
  RecruiterID: string;
  costCentreId: string;
  applicantToPay: 'Y' | 'N';
}

export type NewApplicant = Omit<CartApplicant, 'Id'>;

export interface Cart {
  /** The user the cart belongs to: another user signing in on this tab never sees it. */
  ownerId: string | null;
  services: Service[];
  applicants: CartApplicant[];
  /** The next applicant Id; starts at 1 and only grows, so Ids stay unique after deletions. */
  nextApplicantId: number;
  questions: Question[];
  /** contract_options' first FolderLocation (§7). */
  registerLocation: string;
  /**
   * The Idempotency-Key of this cart's submission: made once when SUBMIT is first pressed and kept, so a retry after
   * a dropped connection is recognised by the server and creates no second set of orders.
   */
  submissionKey: string | null;
}

export const EMPTY_CART: Cart = Object.freeze({
  ownerId: null,
  services: [],
  applicants: [],
  nextApplicantId: 1,
  questions: [],
  registerLocation: '',
  submissionKey: null,
}) as Cart;

export function hasService(cart: Cart, serviceId: string): boolean {
  return cart.services.some((service) => service.ServiceID === serviceId);
}

export function withService(cart: Cart, service: Service): Cart {
  if (hasService(cart, service.ServiceID)) return cart;
  return { ...cart, services: [...cart.services, service] };
}

export function withoutService(cart: Cart, serviceId: string): Cart {
  return { ...cart, services: cart.services.filter((service) => service.ServiceID !== serviceId) };
}

/** Adds applicants in order, numbering them from the cart's next Id. */
export function withApplicants(cart: Cart, applicants: readonly NewApplicant[]): Cart {
  let id = cart.nextApplicantId;
  const added = applicants.map((applicant) => ({ ...applicant, Id: id++ }));
  return { ...cart, applicants: [...cart.applicants, ...added], nextApplicantId: id };
}

export function withoutApplicant(cart: Cart, id: number): Cart {
  return { ...cart, applicants: cart.applicants.filter((applicant) => applicant.Id !== id) };
}

export function withQuestions(cart: Cart, questions: Question[]): Cart {
  return { ...cart, questions };
}

/** The client every applicant is ordered for (§4: it cannot change while applicants exist). */
export function lockedClientId(cart: Cart): string | null {
  return cart.applicants[0]?.ClientID || null;
}

// ---- the store -------------------------------------------------------------------------------------------------

function isCart(value: unknown): value is Cart {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Array.isArray(v.services) &&
    Array.isArray(v.applicants) &&
    Array.isArray(v.questions) &&
    typeof v.nextApplicantId === 'number' &&
    typeof v.registerLocation === 'string'
  );
}

/** The user's kept cart, with when it was kept; a damaged entry starts a new cart instead of breaking the wizard. */
function readStoredCart(ownerId: string): { cart: Cart; savedAt: number | null } {
  const draft = readDraft<unknown>(cartStorageKey(ownerId));
  if (!draft || !isCart(draft.data)) return { cart: EMPTY_CART, savedAt: null };
  return { cart: { ...EMPTY_CART, ...draft.data, ownerId }, savedAt: draft.savedAt };
}

function writeStoredCart(ownerId: string, cart: Cart): number | null {
  if (cart === EMPTY_CART) {
    clearDraft(cartStorageKey(ownerId));
    return null;
  }
  // Storage full or unavailable: the cart lives in memory for this page, which is all a reload would lose.
  const now = Date.now();
  writeDraft(cartStorageKey(ownerId), cart, now);
  return now;
}

function ownerIdNow(): string | null {
  const user = sessionStore.getUser();
  return user ? String(user.Id) : null;
}

/** The cart in memory, read from storage for the user signed in now (another user's cart is never in memory). */
let current: Cart = EMPTY_CART;
let currentSavedAt: number | null = null;
let loadedFor: string | null | undefined;
const listeners = new Set<() => void>();

function cartOfCurrentUser(): Cart {
  const owner = ownerIdNow();
  if (owner !== loadedFor) {
    ({ cart: current, savedAt: currentSavedAt } = owner === null ? { cart: EMPTY_CART, savedAt: null } : readStoredCart(owner));
    loadedFor = owner;
  }
  return current;
}

function publish(next: Cart): void {
  const owner = ownerIdNow();
  current = next;
  loadedFor = owner;
  if (owner !== null) currentSavedAt = writeStoredCart(owner, next);
  for (const listener of listeners) listener();
}

function reread(): void {
  loadedFor = undefined;
  for (const listener of listeners) listener();
}

export const cartStore = {
  get: cartOfCurrentUser,
  /** When the cart on screen was last kept (ms), or null for an empty cart. */
  savedAt(): number | null {
    cartOfCurrentUser();
    return currentSavedAt;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Applies a change to the signed-in user's cart. */
  update(change: (cart: Cart) => Cart): void {
    const before = cartOfCurrentUser();
    const after = change(before);
    if (after !== before) publish({ ...after, ownerId: ownerIdNow() });
  },
  /** The order was submitted or the user discarded it: the cart is gone, here and in every tab. */
  clear(): void {
    publish(EMPTY_CART);
  },
  /** Re-reads storage (a reload of the page; tests prepare it). */
  reload: reread,
};

// A second tab of the wizard shows the same cart: another tab's change is read back at once.
onDraftChangedElsewhere(() => {
  const owner = ownerIdNow();
  return owner === null ? null : cartStorageKey(owner);
}, reread);

/** Start a check clears stored questions (portal §2 "Client dashboard"). */
export function clearStoredQuestions(): void {
  cartStore.update((cart) => (cart.questions.length ? withQuestions(cart, []) : cart));
}

// Signing out takes the cart off the screen; it stays kept for its user until submitted or discarded, except that a
// manual sign-out (a shared computer) removes every draft of the user (app/session.ts). The next user, or the same one
// again, is read back from storage.
sessionStore.subscribe(() => {
  if (sessionStore.getUser() === null) loadedFor = undefined;
});

export function useCart(): Cart {
  // The session is read too, so a different user signing in re-renders with their (empty) cart.
  useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  return useSyncExternalStore(cartStore.subscribe, cartOfCurrentUser, cartOfCurrentUser);
}
