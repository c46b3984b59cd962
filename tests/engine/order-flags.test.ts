// The action flags of orders and checks (portal §4 "Order actions", "Service actions"), as pure rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicationOpen,
  checkCancelFlag,
  flagsOf,
  orderActions,
  orderFlags,
  serviceActions,
  type ActionKind,
  type OrderState,
} from '../../src/engine/order-flags';
import {
  CHECK_STATUS_ACTIONS,
  checkOffers,
  downloadProblem,
  FINAL_ORDER_STATUSES,
  OPEN_STATUSES,
  ORDER_STATUS_ACTIONS,
  ORDER_STATUSES,
  SERVICE_STATUSES,
  serviceMoveProblem,
} from '../../src/engine/lifecycle';

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

// The pages and the server read one declaration (src/engine/lifecycle.ts ORDER_STATUS_ACTIONS, CHECK_STATUS_ACTIONS):
// whatever the facts, a page offers only what the declaration gives the status, and offers exactly what the server
// would allow (issue 29: no page decides alone).
describe('the pages and the server agree, from the one declaration', () => {
  const orderStatus = fc.constantFrom(...ORDER_STATUSES);
  const checkStatus = fc.constantFrom(...SERVICE_STATUSES);
  const kind = fc.constantFrom<ActionKind>('client', 'individual');

  it("an order's buttons are the declaration's for its status, each as the server's flags allow", () => {
    const facts = fc.record({
      status: orderStatus,
      submitted: fc.boolean(),
      adsFlag: fc.constantFrom('Y', 'N'),
      awaitingEdit: fc.boolean(),
      checkStatuses: fc.uniqueArray(checkStatus, { maxLength: 4 }),
      anyResultsFile: fc.boolean(),
    });
    fc.assert(
      fc.property(facts, fc.boolean(), kind, fc.constantFrom('', 'report.pdf'), (order, mayAct, who, reportLocation) => {
        const flags = flagsOf(order, mayAct);
        const shown = orderActions({ orderStatus: order.status, ...flags, reportLocation }, who, mayAct);
        expect(shown.every((action) => ORDER_STATUS_ACTIONS[order.status].includes(action))).toBe(true);
        expect(shown.includes('start')).toBe(flags.startFlag === 'Y');
        expect(shown.includes('edit')).toBe(flags.editFlag === 'Y');
        expect(shown.includes('cancel')).toBe(flags.cancelFlag === 'Y');
        // The server offers start only while the application may still be filled in, to a user who may act.
        expect(flags.startFlag === 'Y').toBe(mayAct && OPEN_STATUSES.includes(order.status) && !order.submitted);
        if (FINAL_ORDER_STATUSES.includes(order.status) && order.status !== 'Completed') expect(shown).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it("a check's buttons are the declaration's for its status; cancel and download exactly where the server allows them", () => {
    fc.assert(
      fc.property(
        orderStatus,
        checkStatus,
        fc.boolean(),
        kind,
        fc.constantFrom('', 'result.pdf'),
        fc.constantFrom('None', 'Restricted'),
        fc.constantFrom('RC', 'PC'),
        (order, status, mayAct, who, results, restriction, serviceId) => {
          const CancelFlag = checkCancelFlag(order, status, mayAct);
          const shown = serviceActions(
            { orderStatus: order },
            { ServiceID: serviceId, CheckStatus: status, DownloadRestriction: restriction, ResultsLocation: results, CancelFlag },
            who,
          );
          expect(shown.every((action) => CHECK_STATUS_ACTIONS[status].includes(action))).toBe(true);
          // Cancel: the server refuses a check with results, or whose order or status no longer allows it.
          const serverCancels =
            mayAct && !FINAL_ORDER_STATUSES.includes(order) && checkOffers(status, 'cancel') &&
            serviceMoveProblem({ status: order, submitted: true }, { service: 'X', checkStatus: status, hasResults: false }, 'Cancelled') === null;
          expect(shown.includes('cancel')).toBe(serverCancels);
          // Download: the server's guard (downloadProblem) on a Ready check's result file.
          const serverDownloads = status === 'Ready' && results !== '' && downloadProblem(order, 'result', restriction) === null;
          expect(shown.includes('download')).toBe(serverDownloads);
        },
      ),
      { numRuns: 500 },
    );
  });
});
