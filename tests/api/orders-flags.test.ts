// The action flags of orders and checks (portal §4 "Order actions", "Service actions"), as pure rules.
import { describe, expect, it } from 'vitest';
import { applicationOpen, checkCancelFlag, orderFlags, type OrderState } from '../../server/domain/order-flags';

const order = (status: string, overrides: Partial<OrderState> = {}): OrderState => ({
  status,
  submittedAt: null,
  adsFlag: 'N',
  awaitingEdit: false,
  checks: [{ checkStatus: 'Open', resultsLocation: '' }],
  ...overrides,
});
const submitted = new Date('2026-03-02T01:00:00Z');

describe('orderFlags', () => {
  it('offers start and cancel on an Open order whose application is not submitted', () => {
    expect(orderFlags(order('Open'), true)).toEqual({ startFlag: 'Y', editFlag: 'N', cancelFlag: 'Y', adsFlag: 'N' });
    expect(orderFlags(order('Open with Alert'), true)).toMatchObject({ startFlag: 'Y', cancelFlag: 'Y' });
    expect(orderFlags(order('Open', { submittedAt: submitted }), true)).toMatchObject({ startFlag: 'N' });
  });

  it('offers edit while rejected items wait for the applicant (In progress or On hold), cancel, and no start', () => {
    const running = { submittedAt: submitted, checks: [{ checkStatus: 'With provider', resultsLocation: '' }] };
    const rejected = { ...running, awaitingEdit: true };
    expect(orderFlags(order('In progress', rejected), true)).toEqual({ startFlag: 'N', editFlag: 'Y', cancelFlag: 'Y', adsFlag: 'N' });
    expect(orderFlags(order('On hold', rejected), true)).toEqual({ startFlag: 'N', editFlag: 'Y', cancelFlag: 'Y', adsFlag: 'N' });
    // Nothing rejected: nothing to edit.
    expect(orderFlags(order('In progress', running), true)).toEqual({ startFlag: 'N', editFlag: 'N', cancelFlag: 'Y', adsFlag: 'N' });
    expect(orderFlags(order('On hold', running), true).editFlag).toBe('N');
    // A final order offers no edit, whatever is left waiting.
    expect(orderFlags(order('Completed', rejected), true).editFlag).toBe('N');
  });

  it('refuses cancel once results are ready or supplied by the third party', () => {
    const ready = { checks: [{ checkStatus: 'In progress', resultsLocation: '' }, { checkStatus: 'Ready', resultsLocation: 'r.pdf' }] };
    expect(orderFlags(order('In progress', ready), true).cancelFlag).toBe('N');
    expect(orderFlags(order('In progress', { checks: [{ checkStatus: 'In QC', resultsLocation: '' }] }), true).cancelFlag).toBe('N');
    expect(orderFlags(order('On hold', { checks: [{ checkStatus: 'Verified', resultsLocation: 'v.pdf' }] }), true).cancelFlag).toBe('N');
    expect(orderFlags(order('Open', { checks: [{ checkStatus: 'Cancelled', resultsLocation: '' }] }), true).cancelFlag).toBe('N');
  });

  it('offers nothing on Completed, Cancelled and Closed orders but the deals link on a Completed one', () => {
    expect(orderFlags(order('Completed', { adsFlag: 'Y' }), true)).toEqual({ startFlag: 'N', editFlag: 'N', cancelFlag: 'N', adsFlag: 'Y' });
    expect(orderFlags(order('Completed'), true).adsFlag).toBe('N');
    expect(orderFlags(order('Closed', { adsFlag: 'Y' }), true)).toEqual({ startFlag: 'N', editFlag: 'N', cancelFlag: 'N', adsFlag: 'N' });
    expect(orderFlags(order('Cancelled'), true)).toEqual({ startFlag: 'N', editFlag: 'N', cancelFlag: 'N', adsFlag: 'N' });
  });

  it('gives a user who may only look no actions, but the deals link', () => {
    expect(orderFlags(order('Open'), false)).toEqual({ startFlag: 'N', editFlag: 'N', cancelFlag: 'N', adsFlag: 'N' });
    expect(orderFlags(order('On hold', { awaitingEdit: true }), false)).toMatchObject({ editFlag: 'N', cancelFlag: 'N' });
    expect(orderFlags(order('Completed', { adsFlag: 'Y' }), false).adsFlag).toBe('Y');
  });

  it('says when the application may still be filled in', () => {
    expect(applicationOpen(order('Open'))).toBe(true);
    expect(applicationOpen(order('Open', { submittedAt: submitted }))).toBe(false);
    expect(applicationOpen(order('On hold'))).toBe(false);
  });
});

describe('checkCancelFlag', () => {
  it('follows the service actions: cancel for every status but Ready, In QC and Cancelled', () => {
    for (const status of ['Open', 'In progress', 'Verified', 'With provider', 'Rejected by third party', 'In review']) {
      expect(checkCancelFlag('In progress', status, true), status).toBe('Y');
    }
    for (const status of ['Ready', 'In QC', 'Cancelled']) expect(checkCancelFlag('In progress', status, true), status).toBe('N');
  });

  it('offers no cancel on a finished order or to a user who may only look', () => {
    expect(checkCancelFlag('Completed', 'In review', true)).toBe('N');
    expect(checkCancelFlag('Closed', 'Open', true)).toBe('N');
    expect(checkCancelFlag('Open', 'Open', false)).toBe('N');
  });
});
