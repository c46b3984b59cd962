// Unsaved drafts survive a timeout but not a deliberate sign-out (a shared computer must not keep someone's answers).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../src/app/session';
import { draftKey } from '../../src/features/application/drafts';
import { makeUser, resetShell } from './shell-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  resetShell();
});

describe('drafts on sign-out', () => {
  const key = draftKey(41, 7, 'Personal Details');

  it('removes every draft on a manual sign-out and leaves other stored data', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    signIn(makeUser(1));
    localStorage.setItem(key, '{"savedAt":1,"data":{}}');
    localStorage.setItem('portal.home.welcomeSeen', 'Y');
    signOut('manual');
    expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('portal.home.welcomeSeen')).toBe('Y');
  });

  it('keeps drafts when the session expires', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    signIn(makeUser(1));
    localStorage.setItem(key, '{"savedAt":1,"data":{}}');
    signOut('expired');
    expect(localStorage.getItem(key)).not.toBeNull();
  });
});
