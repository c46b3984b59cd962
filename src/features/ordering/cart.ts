// The new-order wizard's state (order-and-application §3 "Session": register location, cart items, questions), kept
// in sessionStorage so a reload keeps the order being built and a new tab starts clean. The pure operations come
// first (tested in Node); the store and the React hook below apply them.
import { useSyncExternalStore } from 'react';
import { sessionStore } from '../../app/session-store';
import type { Question } from './questions/questions';
import type { Service } from './services';

export const CART_STORAGE_KEY = 'portal.cart';

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

function readStoredCart(): Cart {
  try {
    const raw = globalThis.sessionStorage?.getItem(CART_STORAGE_KEY);
    if (!raw) return EMPTY_CART;
    const parsed: unknown = JSON.parse(raw);
    // A damaged entry starts a new cart instead of breaking the wizard.
    return isCart(parsed) ? { ...EMPTY_CART, ...parsed } : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

function writeStoredCart(cart: Cart): void {
  try {
    if (cart === EMPTY_CART) globalThis.sessionStorage?.removeItem(CART_STORAGE_KEY);
    else globalThis.sessionStorage?.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Storage full or unavailable: the cart lives in memory for this page, which is all a reload would lose.
  }
}

let current: Cart = readStoredCart();
const listeners = new Set<() => void>();

function publish(next: Cart): void {
  current = next;
  writeStoredCart(next);
  for (const listener of listeners) listener();
}

function ownerIdNow(): string | null {
  const user = sessionStore.getUser();
  return user ? String(user.Id) : null;
}

/** The cart of the signed-in user: someone else's cart left in this tab reads as empty. */
function cartOfCurrentUser(): Cart {
  return current.ownerId !== null && current.ownerId === ownerIdNow() ? current : EMPTY_CART;
}

export const cartStore = {
  get: cartOfCurrentUser,
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
  clear(): void {
    publish(EMPTY_CART);
  },
  /** Re-reads sessionStorage (tests prepare it; nothing else writes it). */
  reload(): void {
    publish(readStoredCart());
  },
};

/** Start a check clears stored questions (portal §2 "Client dashboard"). */
export function clearStoredQuestions(): void {
  cartStore.update((cart) => (cart.questions.length ? withQuestions(cart, []) : cart));
}

// Signing out forgets the cart: the applicants' personal details must not outlive the session on a shared computer.
sessionStore.subscribe(() => {
  if (sessionStore.getUser() === null && current !== EMPTY_CART) publish(EMPTY_CART);
});

export function useCart(): Cart {
  // The session is read too, so a different user signing in re-renders with their (empty) cart.
  useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  return useSyncExternalStore(cartStore.subscribe, cartOfCurrentUser, cartOfCurrentUser);
}
