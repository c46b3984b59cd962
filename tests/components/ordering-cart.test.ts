// The wizard's cart (order-and-application §3 "Session", §4 "Wizard"): pure operations and the store, a draft kept per
// user until the order is submitted or discarded (issue 16).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cartStorageKey,
  cartStore,
  clearStoredQuestions,
  EMPTY_CART,
  lockedClientId,
  withApplicants,
  withoutApplicant,
  withoutService,
  withService,
  type NewApplicant,
} from '../../src/features/ordering/cart';
import { hasReferences, type Service } from '../../src/features/ordering/services';
import { sessionStore } from '../../src/app/session-store';
import { signOut } from '../../src/app/session';
import type { Question } from '../../src/features/ordering/questions/questions';
import { makeUser } from './shell-helpers';

const PC: Service = { ServiceID: 'PC', ServiceName: 'National Police Check', RunOption: 'Full scope', PackageName: 'Police', ContractPrice: 44.1 };
const RC: Service = { ServiceID: 'RC', ServiceName: 'Reference Check', RunOption: 'Full scope', PackageName: 'References', ContractPrice: 58.5 };

const person = (FirstName: string): NewApplicant => ({
  FirstName,
  MiddleName: '',
  SurName: 'Nguyen',
  Email: `${FirstName.toLowerCase()}@example.com`,
  Phone: '',
  CheckPurpose: 'Employment',
  ClientID: '12',
  RecruiterID: '',
  costCentreId: '',
  applicantToPay: 'N',
});

const question: Question = { QuestionSection: 'Conduct', QuestionType: 'text', QuestionDesc: 'Describe their teamwork.', Sort: 0, type: 'custom' };

describe('cart operations', () => {
  it('adds a service once and removes it', () => {
    const one = withService(EMPTY_CART, PC);
    expect(withService(one, PC)).toBe(one);
    const two = withService(one, RC);
    expect(two.services.map((s) => s.ServiceID)).toEqual(['PC', 'RC']);
    expect(hasReferences(two.services)).toBe(true);
    expect(withoutService(two, 'RC').services).toEqual([PC]);
    expect(hasReferences(withoutService(two, 'RC').services)).toBe(false);
  });

  it('numbers applicants from 1 and never reuses an Id after a deletion', () => {
    const three = withApplicants(EMPTY_CART, [person('Ava'), person('Ben'), person('Cleo')]);
    expect(three.applicants.map((a) => [a.Id, a.FirstName])).toEqual([[1, 'Ava'], [2, 'Ben'], [3, 'Cleo']]);
    const two = withoutApplicant(three, 3);
    expect(two.applicants.map((a) => a.Id)).toEqual([1, 2]);
    expect(withApplicants(two, [person('Dan')]).applicants.map((a) => a.Id)).toEqual([1, 2, 4]);
  });

  it('locks the client to that of the applicants in the cart', () => {
    expect(lockedClientId(EMPTY_CART)).toBeNull();
    expect(lockedClientId(withApplicants(EMPTY_CART, [{ ...person('Ava'), ClientID: '31' }]))).toBe('31');
  });
});

describe('the cart store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    sessionStore.setUser(makeUser(2));
    cartStore.clear();
  });

  it('keeps the cart as a draft of its user, so a reload and a second tab show it', () => {
    cartStore.update((cart) => withApplicants(withService(cart, PC), [person('Ava')]));
    const stored = JSON.parse(localStorage.getItem(cartStorageKey(7))!);
    expect(stored.data.services).toEqual([PC]);
    expect(stored.data.applicants[0].FirstName).toBe('Ava');
    expect(stored.data.ownerId).toBe('7');
    expect(typeof stored.savedAt).toBe('number');
    expect(cartStore.savedAt()).toBe(stored.savedAt);

    cartStore.reload();
    expect(cartStore.get().applicants.map((a) => a.FirstName)).toEqual(['Ava']);
  });

  it("reads another tab's change at once", () => {
    cartStore.update((cart) => withService(cart, PC));
    const seen: string[][] = [];
    const stop = cartStore.subscribe(() => seen.push(cartStore.get().services.map((s) => s.ServiceID)));
    // Another tab adds RC: its write reaches this tab as a storage event.
    const key = cartStorageKey(7);
    const other = JSON.parse(localStorage.getItem(key)!);
    other.data.services.push(RC);
    localStorage.setItem(key, JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key }));
    stop();
    expect(seen.at(-1)).toEqual(['PC', 'RC']);
  });

  it("never shows one user's cart to another", () => {
    cartStore.update((cart) => withService(cart, PC));
    sessionStore.setUser(makeUser(2, { Id: 99, token: 'other' }));
    expect(cartStore.get().services).toEqual([]);
    sessionStore.setUser(makeUser(2));
    expect(cartStore.get().services).toEqual([PC]);
  });

  it('keeps the cart for its user across a timed-out session, and removes it on a manual sign-out', () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    try {
      cartStore.update((cart) => withService(cart, PC));
      signOut('expired');
      expect(cartStore.get()).toBe(EMPTY_CART);
      sessionStore.setUser(makeUser(2));
      expect(cartStore.get().services).toEqual([PC]);

      signOut('manual');
      expect(localStorage.getItem(cartStorageKey(7))).toBeNull();
      sessionStore.setUser(makeUser(2));
      expect(cartStore.get()).toBe(EMPTY_CART);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is gone, here and for every tab, once submitted or discarded', () => {
    cartStore.update((cart) => withService(cart, PC));
    cartStore.clear();
    expect(localStorage.getItem(cartStorageKey(7))).toBeNull();
    expect(cartStore.savedAt()).toBeNull();
  });

  it('Start a check clears the stored questions and nothing else', () => {
    cartStore.update((cart) => ({ ...withService(cart, RC), questions: [question] }));
    clearStoredQuestions();
    expect(cartStore.get().questions).toEqual([]);
    expect(cartStore.get().services).toEqual([RC]);
  });

  it('starts a new cart when the stored one is damaged', () => {
    localStorage.setItem(cartStorageKey(7), '{"savedAt": 1, "data": {"services": 3');
    cartStore.reload();
    expect(cartStore.get()).toEqual(EMPTY_CART);
    localStorage.setItem(cartStorageKey(7), JSON.stringify({ savedAt: 1, data: { services: 3 } }));
    cartStore.reload();
    expect(cartStore.get()).toEqual(EMPTY_CART);
  });
});
