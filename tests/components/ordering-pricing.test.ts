// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDollars, orderTotals } from '../../src/features/ordering/pricing';

describe('order costs (§9)', () => {
  it('sums the contract prices per person, multiplies by the applicants, adds 10% GST', () => {
    // The demo client's prices: National Police Check $44.10, Reference Check $58.50.
    const totals = orderTotals([{ ContractPrice: 44.1 }, { ContractPrice: 58.5 }], 3);
    expect(totals).toEqual({ perPerson: 102.6, allOrders: 307.8, gst: 30.78, total: 338.58 });
  });

  it('works in cents, so binary fractions never show', () => {
    const totals = orderTotals([{ ContractPrice: 0.1 }, { ContractPrice: 0.2 }], 3);
    expect(totals.perPerson).toBe(0.3);
    expect(totals.allOrders).toBe(0.9);
    expect(totals.gst).toBe(0.09);
    expect(totals.total).toBe(0.99);
  });

  it('rounds GST to the cent and keeps total = subtotal x 1.1 rounded', () => {
    const totals = orderTotals([{ ContractPrice: 19.55 }], 1);
    expect(totals.gst).toBe(1.96); // 1.955 rounds up
    expect(totals.total).toBe(21.51);
    expect(totals.total).toBe(Math.round(19.55 * 110) / 100);
  });

  it('is zero with no services or no applicants', () => {
    expect(orderTotals([], 4)).toEqual({ perPerson: 0, allOrders: 0, gst: 0, total: 0 });
    expect(orderTotals([{ ContractPrice: 49 }], 0)).toEqual({ perPerson: 49, allOrders: 0, gst: 0, total: 0 });
  });

  it('shows dollars with 2 decimals and thousands separators', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(338.58)).toBe('$338.58');
    expect(formatDollars(1_026_000)).toBe('$1,026,000.00');
    expect(formatDollars(-5.1)).toBe('-$5.10');
  });
});
