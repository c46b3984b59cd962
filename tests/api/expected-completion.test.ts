// The expected completion rule (server/domain/expected-completion.ts): business days, delays ended and running, done
// checks and orders. 2026-11-20 is a Friday, 2026-11-23 a Monday.
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  checkExpectedCompletion,
  delayBusinessDays,
  orderExpectedCompletion,
  type CheckPlan,
} from '../../server/domain/expected-completion';

const check = (over: Partial<CheckPlan> = {}): CheckPlan => ({
  serviceId: 'PC',
  status: 'In progress',
  start: '2026-11-23',
  endDay: 3,
  delays: [],
  ...over,
});

describe('business days', () => {
  it('skips weekends', () => {
    expect(addBusinessDays('2026-11-23', 3)).toBe('2026-11-26'); // Monday + 3 = Thursday
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday + 1 = Monday
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23'); // Saturday + 1 = Monday
    expect(addBusinessDays('2026-11-19', 5)).toBe('2026-11-26'); // Thursday + 5 = next Thursday
    expect(addBusinessDays('2026-11-23', 0)).toBe('2026-11-23');
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-01'); // across a year (a Thursday to a Friday)
  });

  it('counts the business days of delays once, ended ones up to the day before their end', () => {
    // Friday to the next Tuesday: Friday and Monday held up.
    expect(delayBusinessDays([{ from: '2026-11-20', to: '2026-11-24' }], '2026-11-30')).toBe(2);
    // Ended the day it started: nothing lost.
    expect(delayBusinessDays([{ from: '2026-11-20', to: '2026-11-20' }], '2026-11-30')).toBe(0);
    // Overlapping delays: Monday to Wednesday, and Tuesday to Thursday: Monday to Wednesday, three days.
    expect(
      delayBusinessDays(
        [
          { from: '2026-11-23', to: '2026-11-26' },
          { from: '2026-11-24', to: '2026-11-26' },
        ],
        '2026-11-30',
      ),
    ).toBe(3);
  });

  it('counts a running delay up to today, today included', () => {
    expect(delayBusinessDays([{ from: '2026-11-20', to: null }], '2026-11-20')).toBe(1);
    expect(delayBusinessDays([{ from: '2026-11-20', to: null }], '2026-11-23')).toBe(2); // Friday and Monday
    expect(delayBusinessDays([{ from: '2026-11-21', to: null }], '2026-11-22')).toBe(0); // a weekend only
  });
});

describe('checkExpectedCompletion', () => {
  it("is EndDay business days after the check's start", () => {
    expect(checkExpectedCompletion(check(), '2026-11-01 10:00:00', '2026-11-23')).toBe('2026-11-26');
  });

  it("counts from the order's lodge day while the check has not started", () => {
    expect(checkExpectedCompletion(check({ start: null, status: 'Open' }), '2026-11-20 16:45:00', '2026-11-20')).toBe('2026-11-25');
  });

  it('is pushed out by ended and running delays', () => {
    const delayed = check({ delays: [{ from: '2026-11-24', to: '2026-11-25' }] });
    expect(checkExpectedCompletion(delayed, '2026-11-01', '2026-11-30')).toBe('2026-11-27');
    const running = check({ delays: [{ from: '2026-11-24', to: null }] });
    expect(checkExpectedCompletion(running, '2026-11-01', '2026-11-24')).toBe('2026-11-27');
    // Every day the delay runs on pushes the date one business day further.
    expect(checkExpectedCompletion(running, '2026-11-01', '2026-11-25')).toBe('2026-11-30');
  });

  it('is none once the check is Ready or Cancelled', () => {
    expect(checkExpectedCompletion(check({ status: 'Ready' }), '2026-11-01', '2026-11-23')).toBe('');
    expect(checkExpectedCompletion(check({ status: 'Cancelled' }), '2026-11-01', '2026-11-23')).toBe('');
  });
});

describe('orderExpectedCompletion', () => {
  const checks = [check({ endDay: 1 }), check({ serviceId: 'QV', endDay: 10 }), check({ serviceId: 'RC', endDay: 20, status: 'Ready' })];

  it('is the latest of its open checks', () => {
    expect(orderExpectedCompletion('In progress', checks, '2026-11-01', '2026-11-23')).toBe('2026-12-07');
  });

  it('is none for a finished order or one without an open check', () => {
    for (const status of ['Completed', 'Cancelled', 'Closed']) {
      expect(orderExpectedCompletion(status, checks, '2026-11-01', '2026-11-23')).toBe('');
    }
    expect(orderExpectedCompletion('In progress', [check({ status: 'Ready' })], '2026-11-01', '2026-11-23')).toBe('');
    expect(orderExpectedCompletion('Open', [], '2026-11-01', '2026-11-23')).toBe('');
  });
});
