// The history's default period (portal §9: the first of the month to today) in the portal's calendar (Sydney), and
// the From/To checks beyond the schema.
import { describe, expect, it } from 'vitest';
import { defaultPeriod, PERIOD_RULES } from '../../src/features/history/period';
import { PERIOD_REVERSED } from '../../src/engine/messages';

describe('order history period', () => {
  it("runs from the first of Sydney's month to Sydney's today", () => {
    // 14:30 UTC on 31 March is already 1 April in Sydney.
    expect(defaultPeriod(new Date('2026-03-31T14:30:00Z'))).toEqual({ DateFrom: '01/04/2026', DateTo: '01/04/2026' });
    expect(defaultPeriod(new Date('2026-11-26T02:00:00Z'))).toEqual({ DateFrom: '01/11/2026', DateTo: '26/11/2026' });
  });

  it('flags days that are not on the calendar and a period that runs backwards', () => {
    expect(PERIOD_RULES.violations!({ DateFrom: '31/02/2026', DateTo: '01/03/2026' }).map((v) => v.key)).toEqual(['DateFrom']);
    expect(PERIOD_RULES.violations!({ DateFrom: '10/03/2026', DateTo: '01/03/2026' })).toEqual([
      { key: 'DateTo', path: ['DateTo'], message: PERIOD_REVERSED },
    ]);
    expect(PERIOD_RULES.violations!({ DateFrom: '01/03/2026', DateTo: '10/03/2026' })).toEqual([]);
  });
});
