// The lifecycle rules (src/engine/lifecycle.ts) as tables: every allowed move of a check, a sample of forbidden
// ones, the delay a move leaves, and the order status that follows from its checks and holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completeProblem,
  DELAY_CAUSES,
  delayAfter,
  holdProblem,
  movesOf,
  orderStatusFrom,
  resultsProblem,
  SERVICE_STATUSES,
  SERVICE_TRANSITIONS,
  serviceMoveProblem,
  type OrderStatusFacts,
} from '../../src/engine/lifecycle';

const check = (checkStatus: string, hasResults = false) => ({ service: 'National Police Check', checkStatus, hasResults });
const running = { status: 'In progress', submitted: true };

/** Every move the operator may make, written out: the table in lifecycle.ts must say exactly this. */
const ALLOWED: Array<[string, string]> = [
  ['Open', 'In progress'],
  ['Open', 'Cancelled'],
  ['In progress', 'Verified'],
  ['In progress', 'With provider'],
  ['In progress', 'In review'],
  ['In progress', 'In QC'],
  ['In progress', 'Rejected by third party'],
  ['In progress', 'Cancelled'],
  ['Verified', 'In QC'],
  ['Verified', 'In review'],
  ['Verified', 'Cancelled'],
  ['With provider', 'In QC'],
  ['With provider', 'In review'],
  ['With provider', 'Rejected by third party'],
  ['With provider', 'Cancelled'],
  ['Rejected by third party', 'In progress'],
  ['Rejected by third party', 'With provider'],
  ['Rejected by third party', 'Cancelled'],
  ['In review', 'In progress'],
  ['In review', 'With provider'],
  ['In review', 'In QC'],
  ['In review', 'Cancelled'],
  ['In QC', 'Ready'],
  ['In QC', 'In progress'],
  ['In QC', 'In review'],
];

describe('check moves', () => {
  it.each(ALLOWED)('allows %s -> %s', (from, to) => {
    expect(serviceMoveProblem(running, check(from), to)).toBeNull();
  });

  it('allows nothing else: every other pair of statuses is refused', () => {
    const allowed = new Set(ALLOWED.map(([from, to]) => `${from}>${to}`));
    const table = Object.entries(SERVICE_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}>${to}`));
    expect(new Set(table)).toEqual(allowed);
    for (const from of SERVICE_STATUSES) {
      for (const to of SERVICE_STATUSES) {
        if (from === to || allowed.has(`${from}>${to}`)) continue;
        expect(serviceMoveProblem(running, check(from), to), `${from} -> ${to}`).toMatch(/cannot move/);
      }
    }
  });

  it.each([
    ['Open', 'Ready', 'National Police Check cannot move from Open to Ready. From Open it may move to In progress, Cancelled.'],
    ['Ready', 'In QC', 'National Police Check cannot move from Ready to In QC. Ready is final.'],
    ['Cancelled', 'Open', 'National Police Check cannot move from Cancelled to Open. Cancelled is final.'],
    ['With provider', 'Ready', 'National Police Check cannot move from With provider to Ready. From With provider it may move to In QC, In review, Rejected by third party, Cancelled.'],
    ['In QC', 'Cancelled', 'National Police Check cannot move from In QC to Cancelled. From In QC it may move to Ready, In progress, In review.'],
    ['In progress', 'Open', 'National Police Check cannot move from In progress to Open. From In progress it may move to Verified, With provider, In review, In QC, Rejected by third party, Cancelled.'],
    ['Open', 'Finished', 'National Police Check cannot move from Open to Finished. From Open it may move to In progress, Cancelled.'],
  ])('refuses %s -> %s with a clear sentence', (from, to, message) => {
    expect(serviceMoveProblem(running, check(from), to)).toBe(message);
  });

  it('treats staying in the same status as no move (the delay alone may change)', () => {
    for (const status of SERVICE_STATUSES) expect(serviceMoveProblem(running, check(status), status)).toBeNull();
  });

  it('refuses to cancel a check whose results the third party has supplied', () => {
    expect(serviceMoveProblem(running, check('With provider', true), 'Cancelled')).toBe(
      'National Police Check cannot be cancelled: the third party has supplied its results.',
    );
    expect(serviceMoveProblem(running, check('With provider', true), 'In QC')).toBeNull();
  });

  it.each(['Completed', 'Cancelled', 'Closed'])('moves no check of a %s order, and cannot hold it', (status) => {
    expect(serviceMoveProblem({ status, submitted: true }, check('In QC'), 'Ready')).toBe(`The order is ${status}: its checks can no longer change.`);
    expect(holdProblem(status)).toBe(`The order is ${status}: it can no longer be held or released.`);
  });

  it.each(['Open', 'Open with Alert', 'On hold'])('starts no check of an %s order whose application is not submitted, but may cancel them (held too: the model test found a held one started)', (status) => {
    const unsubmitted = { status, submitted: false };
    expect(serviceMoveProblem(unsubmitted, check('Open'), 'In progress')).toBe(
      'The application is not submitted yet: National Police Check cannot start before it is.',
    );
    expect(serviceMoveProblem(unsubmitted, check('Open'), 'Cancelled')).toBeNull();
    expect(movesOf(unsubmitted, check('Open'))).toEqual(['Cancelled']);
  });

  it.each(['Open', 'Open with Alert', 'In progress', 'On hold'])('moves checks of an order that is %s, and may hold it', (status) => {
    expect(serviceMoveProblem({ status, submitted: true }, check('Open'), 'In progress')).toBeNull();
    expect(holdProblem(status)).toBeNull();
  });
});

describe('delays', () => {
  it('has the five causes of the delays report', () => {
    expect(DELAY_CAUSES).toEqual([
      'Administrative queue',
      'Identity verification issues',
      'Third party response times',
      'Application corrections',
      'Waiting on details from applicant',
    ]);
  });

  it.each([
    ['', 'Administrative queue', 'With provider', 'Administrative queue'],
    ['Administrative queue', undefined, 'With provider', 'Administrative queue'],
    ['Administrative queue', '', 'In QC', ''],
    ['Administrative queue', 'Third party response times', 'With provider', 'Third party response times'],
    ['Third party response times', undefined, 'Ready', ''],
    ['Third party response times', 'Administrative queue', 'Cancelled', ''],
  ])('a check delayed by "%s", asked "%s", moving to %s, is delayed by "%s"', (current, requested, to, expected) => {
    expect(delayAfter(current, requested, to)).toBe(expected);
  });
});

describe('order status from its checks and holds', () => {
  const facts = (checkStatuses: string[], over: Partial<OrderStatusFacts> = {}): OrderStatusFacts => ({
    status: 'In progress',
    submitted: true,
    holdReason: '',
    reportExists: false,
    checkStatuses,
    ...over,
  });

  it.each<[string, OrderStatusFacts, string]>([
    ['nothing started, not submitted', facts(['Open', 'Open'], { status: 'Open', submitted: false }), 'Open'],
    ['one check cancelled before the application was submitted', facts(['Cancelled', 'Open'], { status: 'Open', submitted: false }), 'Open'],
    ['one check cancelled, the order read In progress before the fix', facts(['Open', 'Cancelled'], { status: 'In progress', submitted: false }), 'Open'],
    ['one check cancelled, Open with Alert keeps its alert', facts(['Cancelled', 'Open'], { status: 'Open with Alert', submitted: false }), 'Open with Alert'],
    ['Open with Alert keeps its alert', facts(['Open'], { status: 'Open with Alert', submitted: false }), 'Open with Alert'],
    ['a check started', facts(['In progress', 'Open'], { status: 'Open', submitted: false }), 'In progress'],
    ['the application submitted', facts(['Open'], { status: 'Open' }), 'In progress'],
    ['checks under way', facts(['With provider', 'Verified']), 'In progress'],
    ['a third party rejected a check', facts(['Rejected by third party', 'Verified']), 'On hold'],
    ['held by an operator', facts(['With provider'], { holdReason: 'Identity verification failed' }), 'On hold'],
    ['released, nothing rejected', facts(['With provider'], { status: 'On hold' }), 'In progress'],
    ['every check cancelled', facts(['Cancelled', 'Cancelled']), 'Cancelled'],
    ['every check cancelled while held', facts(['Cancelled'], { holdReason: 'Manual' }), 'Cancelled'],
    ['all Ready, no summary report yet', facts(['Ready', 'Ready']), 'In progress'],
    ['all Ready and the summary report', facts(['Ready', 'Ready'], { reportExists: true }), 'Completed'],
    ['Ready or Cancelled and the summary report', facts(['Ready', 'Cancelled'], { reportExists: true }), 'Completed'],
    ['a check not done, with a report', facts(['Ready', 'In QC'], { reportExists: true }), 'In progress'],
    ['Closed stays Closed', facts(['Ready'], { status: 'Closed', reportExists: true }), 'Closed'],
    ['Cancelled stays Cancelled', facts(['Open'], { status: 'Cancelled', submitted: false }), 'Cancelled'],
  ])('%s', (_what, given, expected) => {
    expect(orderStatusFrom(given)).toBe(expected);
  });
});

describe('order status, every combination (fast-check)', () => {
  // Open and Cancelled weigh more: orders not yet started, with a check cancelled, are the paths that strand.
  const anyCheck = fc.oneof({ arbitrary: fc.constantFrom('Open', 'Cancelled'), weight: 3 }, { arbitrary: fc.constantFrom(...SERVICE_STATUSES), weight: 2 });
  const anyFacts = fc.record({
    status: fc.constantFrom('Open', 'Open with Alert', 'In progress', 'On hold', 'Completed'),
    submitted: fc.boolean(),
    holdReason: fc.constantFrom('', 'Identity verification failed'),
    awaitingEdit: fc.boolean(),
    reportExists: fc.boolean(),
    checkStatuses: fc.array(anyCheck, { minLength: 1, maxLength: 6 }),
  });

  it('never strands an order whose application is not submitted: while no check has started it is Open, so START and SUBMIT stay', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const unsubmitted = { ...facts, submitted: false, holdReason: '', awaitingEdit: false, reportExists: false };
        const started = unsubmitted.checkStatuses.some((s) => s !== 'Open' && s !== 'Cancelled');
        const allCancelled = unsubmitted.checkStatuses.every((s) => s === 'Cancelled');
        const status = orderStatusFrom(unsubmitted);
        if (allCancelled) return status === 'Cancelled';
        if (started) return status !== 'Open' && status !== 'Open with Alert';
        return status === (facts.status === 'Open with Alert' ? 'Open with Alert' : 'Open');
      }),
    );
  });

  it('is Cancelled exactly when every check is, and Completed only with every check done and the report', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const status = orderStatusFrom(facts);
        const allCancelled = facts.checkStatuses.every((s) => s === 'Cancelled');
        if ((status === 'Cancelled') !== allCancelled) return false;
        if (status === 'Completed') return facts.reportExists && facts.checkStatuses.every((s) => s === 'Ready' || s === 'Cancelled');
        return true;
      }),
    );
  });
});

describe('the moves a check offers', () => {
  it('are the allowed moves, none on a final order, and no cancel once results are supplied', () => {
    expect(movesOf(running, check('With provider'))).toEqual(['In QC', 'In review', 'Rejected by third party', 'Cancelled']);
    expect(movesOf(running, check('With provider', true))).toEqual(['In QC', 'In review', 'Rejected by third party']);
    expect(movesOf({ status: 'Completed', submitted: true }, check('In QC'))).toEqual([]);
    expect(movesOf(running, check('Ready'))).toEqual([]);
  });
});

describe('publishing results', () => {
  it.each(['In progress', 'Verified', 'With provider', 'In review', 'In QC'])('is allowed on a check that is %s', (status) => {
    expect(resultsProblem('In progress', check(status))).toBeNull();
  });

  it.each(['Open', 'Rejected by third party', 'Ready', 'Cancelled'])('is refused on a check that is %s', (status) => {
    expect(resultsProblem('In progress', check(status))).toBe(`National Police Check cannot take results while it is ${status}.`);
  });

  it('is refused on a final order', () => {
    expect(resultsProblem('Closed', check('In QC'))).toBe('The order is Closed: its checks can no longer change.');
  });
});

describe('completing an order', () => {
  const named = (service: string, checkStatus: string) => ({ service, checkStatus });
  it('is allowed once every check is Ready or Cancelled and one is Ready', () => {
    expect(completeProblem('In progress', [named('National Police Check', 'Ready'), named('Reference Check', 'Cancelled')])).toBeNull();
  });
  it('is refused while a check is under way, naming it', () => {
    expect(completeProblem('In progress', [named('National Police Check', 'Ready'), named('Reference Check', 'In review')])).toBe(
      'The order cannot be completed until every check is Ready or Cancelled: Reference Check (In review).',
    );
  });
  it('is refused when every check is cancelled, and on a final order', () => {
    expect(completeProblem('On hold', [named('National Police Check', 'Cancelled')])).toBe('The order has no check with results: there is nothing to report.');
    expect(completeProblem('Closed', [named('National Police Check', 'Ready')])).toBe('The order is Closed: it can no longer be completed.');
  });
});
