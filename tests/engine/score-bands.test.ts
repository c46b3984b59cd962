// The score bands of the Deals page are portal §9's ranges exactly: every score of each scale falls in one band, the
// edges in the right one, and the gauge is score/1000.
import { describe, expect, it } from 'vitest';
import { bandOf, CREDIT_BANDS, creditPercent, FRAUD_BANDS } from '../../src/engine/score-bands';

const labelOf = (bands: typeof CREDIT_BANDS, score: number) => bandOf(bands, score)?.label;

describe('score bands', () => {
  it('puts the credit scores of §9 in their bands, edges included', () => {
    expect([1000, 800, 799, 700, 699, 625, 624, 550, 549, 0].map((s) => labelOf(CREDIT_BANDS, s))).toEqual([
      'Excellent', 'Excellent', 'Very good', 'Very good', 'Good', 'Good', 'Fair', 'Fair', 'Below average', 'Below average',
    ]);
  });

  it('puts the fraud scores of §9 in their bands, edges included', () => {
    expect([999, 900, 899, 800, 799, 601, 600, 301, 300, 101, 100, 0].map((s) => labelOf(FRAUD_BANDS, s))).toEqual([
      'Very High Risk', 'Very High Risk', 'High Risk', 'High Risk', 'Correct Risk', 'Correct Risk', 'Neutral Risk',
      'Neutral Risk', 'Minimal Risk', 'Minimal Risk', 'Lowest Risk', 'Lowest Risk',
    ]);
  });

  it('covers every score of each scale with exactly one band', () => {
    for (let s = 0; s <= 1000; s++) expect(CREDIT_BANDS.filter((b) => s >= b.min && s <= b.max)).toHaveLength(1);
    for (let s = 0; s <= 999; s++) expect(FRAUD_BANDS.filter((b) => s >= b.min && s <= b.max)).toHaveLength(1);
    expect(bandOf(FRAUD_BANDS, 1000)).toBeUndefined();
  });

  it('fills the gauge to score/1000', () => {
    expect(creditPercent(612)).toBeCloseTo(61.2);
    expect(creditPercent(1000)).toBe(100);
    expect(creditPercent(0)).toBe(0);
  });
});
