// The draft store (src/app/drafts.ts) and the leave warning: what every form behind sign-in uses to keep typing that
// is not saved yet (issue 16).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  clearAllDrafts,
  clearDraft,
  DRAFT_KEY_PREFIX,
  onDraftChangedElsewhere,
  PAGE_LOADED_AT,
  readDraft,
  useLeaveWarning,
  userDraftKey,
  writeDraft,
  writeDraftSoon,
} from '../../src/app/drafts';
import { clearOrderDrafts, draftKey } from '../../src/features/application/drafts';
import { typedOver } from '../../src/features/ordering/wizard/ApplicantDialog';

afterEach(() => localStorage.clear());

describe('the draft store', () => {
  it("keys every draft by its user under the prefix a manual sign-out removes", () => {
    expect(userDraftKey(7, 'wizard.cart')).toBe(`${DRAFT_KEY_PREFIX}7.wizard.cart`);
    expect(userDraftKey('7', 'quickstart')).not.toBe(userDraftKey(8, 'quickstart'));
  });

  it('writes, reads back with when it was kept, and clears', () => {
    const key = userDraftKey(7, 'quickstart');
    expect(readDraft(key)).toBeNull();
    expect(writeDraft(key, { chosenIds: ['PC'] }, 1234)).toBe(true);
    expect(readDraft(key)).toEqual({ savedAt: 1234, data: { chosenIds: ['PC'] } });
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('reads a damaged or foreign entry as no draft', () => {
    const key = userDraftKey(7, 'quickstart');
    for (const raw of ['{broken', '42', 'null', JSON.stringify({ data: 1 }), JSON.stringify({ savedAt: 'x', data: 1 }), JSON.stringify({ savedAt: 1 })]) {
      localStorage.setItem(key, raw);
      expect(readDraft(key), raw).toBeNull();
    }
  });

  it('says so when the browser refuses to keep it', () => {
    vi.stubGlobal('localStorage', {
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    try {
      expect(writeDraft(userDraftKey(7, 'x'), { a: 1 })).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("hears another tab's change of its key only", () => {
    const heard = vi.fn();
    const key = userDraftKey(7, 'wizard.cart');
    const stop = onDraftChangedElsewhere(() => key, heard);
    window.dispatchEvent(new StorageEvent('storage', { key: userDraftKey(8, 'wizard.cart') }));
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key }));
    // A cleared storage (another tab's localStorage.clear()) concerns every key.
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key }));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('knows when the page was loaded, to tell a draft of an earlier visit from typing on this one', () => {
    expect(PAGE_LOADED_AT).toBeLessThanOrEqual(Date.now());
  });
});

describe('a draft written soon', () => {
  const key = userDraftKey(7, '12.Personal%20Details');
  const stored = () => localStorage.getItem(key);
  afterEach(() => {
    // The write each test scheduled runs before the next test (the store schedules one at a time).
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("is written after the change's task, with the last answers", () => {
    vi.useFakeTimers();
    writeDraftSoon(key, { s0: { FirstName: 'O' } }, 1);
    writeDraftSoon(key, { s0: { FirstName: 'Ol' } }, 2);
    expect(stored()).toBeNull();
    vi.runAllTimers();
    expect(JSON.parse(stored()!)).toEqual({ savedAt: 2, data: { s0: { FirstName: 'Ol' } } });
  });

  it('is read back before it is written', () => {
    vi.useFakeTimers();
    writeDraftSoon(key, { s0: { FirstName: 'Olivia' } }, 5);
    expect(readDraft(key)).toEqual({ savedAt: 5, data: { s0: { FirstName: 'Olivia' } } });
  });

  it('is written at once when the page may be going, typing committed by later listeners of that event included', () => {
    vi.useFakeTimers();
    // A text field commits the typing still in its pause in its own listener, registered after the store's.
    let typed = '';
    const commitPending = () => writeDraftSoon(key, { s0: { FirstName: typed } });
    window.addEventListener('beforeunload', commitPending);
    window.addEventListener('pagehide', commitPending);
    document.addEventListener('visibilitychange', commitPending);
    try {
      for (const [event, target] of [['beforeunload', window], ['pagehide', window], ['visibilitychange', document]] as const) {
        typed = `Olivia (${event})`;
        const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        target.dispatchEvent(new Event(event));
        hidden.mockRestore();
        expect(JSON.parse(stored()!).data, event).toEqual({ s0: { FirstName: typed } });
        // A page that stays writes soon again once that task is over.
        vi.runAllTimers();
        writeDraftSoon(key, { s0: { FirstName: 'stayed' } });
        expect(JSON.parse(stored()!).data, event).toEqual({ s0: { FirstName: typed } });
        vi.runAllTimers();
        expect(JSON.parse(stored()!).data, event).toEqual({ s0: { FirstName: 'stayed' } });
      }
    } finally {
      window.removeEventListener('beforeunload', commitPending);
      window.removeEventListener('pagehide', commitPending);
      document.removeEventListener('visibilitychange', commitPending);
    }
  });

  it('never comes back once cleared: by its key, by its order, or by a sign-out', () => {
    vi.useFakeTimers();
    const orderKey = draftKey(7, 12, 'Personal Details');
    const clearings: Record<string, () => void> = {
      'its key': () => clearDraft(orderKey),
      'its order': () => clearOrderDrafts(7, 12),
      'a sign-out': clearAllDrafts,
    };
    for (const [by, clear] of Object.entries(clearings)) {
      writeDraftSoon(orderKey, { s0: { FirstName: 'Olivia' } });
      clear();
      vi.runAllTimers();
      expect(localStorage.getItem(orderKey), by).toBeNull();
    }
  });
});

describe('typedOver', () => {
  it('is typing only where a filled value differs from the default', () => {
    const defaults = { CheckPurpose: 'Employment', applicantToPay: 'N' };
    expect(typedOver({ CheckPurpose: 'Employment', applicantToPay: 'N', FirstName: '' }, defaults)).toBe(false);
    expect(typedOver({ CheckPurpose: 'Employment', FirstName: undefined }, defaults)).toBe(false);
    expect(typedOver({ CheckPurpose: 'Contractor' }, defaults)).toBe(true);
    expect(typedOver({ FirstName: 'A' }, defaults)).toBe(true);
  });
});

describe('useLeaveWarning', () => {
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("asks the browser to confirm leaving while there is unsaved typing, and stops once there is none", () => {
    const { rerender, unmount } = renderHook(({ unsaved }) => useLeaveWarning(unsaved), { initialProps: { unsaved: false } });
    expect(leave()).toBe(false);
    rerender({ unsaved: true });
    expect(leave()).toBe(true);
    rerender({ unsaved: false });
    expect(leave()).toBe(false);
    rerender({ unsaved: true });
    unmount();
    expect(leave()).toBe(false);
  });
});
