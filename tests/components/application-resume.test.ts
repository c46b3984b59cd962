// Coming back (issue 16): where an application resumes, which order a tab without one opens, and where a sign-in after
// a session that ended by itself lands.
import { afterEach, describe, expect, it } from 'vitest';
import {
  furthestStep,
  orderToOpen,
  readApplicationOrder,
  rememberApplicationOrder,
  resumeStep,
  stepsFromTabs,
} from '../../src/features/application/state';
import { forgetReturnPath, isInAppPath, keepReturnPath, returnPathFor } from '../../src/app/returnPath';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const { steps } = stepsFromTabs(
  ['Personal Details', 'Address Details', 'Identity documents', 'Consent'].map((TabName) => ({ TabName })),
);
const urls = (completed: string[]) => resumeStep(steps, completed)?.url;

describe('resumeStep', () => {
  it('starts a new application at Terms and Conditions', () => {
    expect(urls([])).toBe('1');
  });

  it('resumes at the first step the server does not hold as done', () => {
    expect(urls(['Terms and Conditions'])).toBe('personal');
    expect(urls(['Terms and Conditions', 'Personal Details'])).toBe('address');
    // Names are compared as the step list compares them: case and spaces around do not matter.
    expect(urls([' terms and conditions', 'PERSONAL DETAILS '])).toBe('address');
  });

  it('stops at an unfinished step even when later ones are done', () => {
    expect(urls(['Terms and Conditions', 'Address Details', 'Identity documents'])).toBe('personal');
    expect(urls(['Personal Details', 'Address Details'])).toBe('1');
  });

  it('lands on Confirmation once every step is done, and ignores names that are no step of this order', () => {
    expect(urls(['Terms and Conditions', 'Personal Details', 'Address Details', 'Identity documents', 'Consent'])).toBe(
      'confirmation',
    );
    expect(urls(['Terms and Conditions', 'References Details', 'Self image capture'])).toBe('personal');
  });
});

describe('furthestStep', () => {
  it('picks the step further on, whatever the order of the arguments', () => {
    expect(furthestStep(steps, 'address', 'personal')).toBe('address');
    expect(furthestStep(steps, 'personal', 'address')).toBe('address');
    expect(furthestStep(steps, null, '1')).toBe('1');
    expect(furthestStep(steps, 'not-a-step', 'consent')).toBe('consent');
  });
});

describe('the order a tab without one opens', () => {
  const order = (orderID: number, startFlag: 'Y' | 'N') => ({ orderID, startFlag });

  it("opens the order this user's application was last on while it may still be started", () => {
    expect(orderToOpen([order(7, 'Y'), order(9, 'Y')], 9)).toBe(9);
  });

  it('opens the only order with START when none is remembered or the remembered one is done', () => {
    expect(orderToOpen([order(7, 'N'), order(9, 'Y')], null)).toBe(9);
    expect(orderToOpen([order(7, 'N'), order(9, 'Y')], 7)).toBe(9);
  });

  it('opens none when it cannot tell which (several to start) or there is none', () => {
    expect(orderToOpen([order(7, 'Y'), order(9, 'Y')], null)).toBeNull();
    expect(orderToOpen([order(7, 'N')], 7)).toBeNull();
    expect(orderToOpen([], null)).toBeNull();
  });

  it('remembers the last order per user, in localStorage (shared by every tab)', () => {
    rememberApplicationOrder(5, 42);
    expect(readApplicationOrder(5)).toBe(42);
    expect(readApplicationOrder(6)).toBeNull();
    localStorage.setItem('portal.application.5.lastOrder', 'nonsense');
    expect(readApplicationOrder(5)).toBeNull();
  });
});

describe('the return path after a session ended by itself', () => {
  it('takes the same user back to the page they were on', () => {
    keepReturnPath(5, '/admin/application/address?x=1');
    expect(returnPathFor(5)).toBe('/admin/application/address?x=1');
    expect(returnPathFor('5')).toBe('/admin/application/address?x=1');
  });

  it('sends anyone else home, and forgets the path once used', () => {
    keepReturnPath(5, '/admin/orders');
    expect(returnPathFor(6)).toBeNull();
    forgetReturnPath();
    expect(returnPathFor(5)).toBeNull();
  });

  it('never keeps a path outside the signed-in portal', () => {
    for (const path of ['https://evil.example/admin', '//evil.example/admin', '/login', '/administrator', '/admin\\..\\x', '/admin/\u0000']) {
      expect(isInAppPath(path), path).toBe(false);
      keepReturnPath(5, path);
      expect(returnPathFor(5), path).toBeNull();
    }
    expect(isInAppPath('/admin')).toBe(true);
    expect(isInAppPath('/admin/home')).toBe(true);
  });

  it('refuses a tampered entry', () => {
    sessionStorage.setItem('portal.returnTo', JSON.stringify({ userId: 5, path: 'https://evil.example' }));
    expect(returnPathFor(5)).toBeNull();
    sessionStorage.setItem('portal.returnTo', '{broken');
    expect(returnPathFor(5)).toBeNull();
  });
});
