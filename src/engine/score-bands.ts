// The score bands of the Deals page (portal §9), exactly as the spec gives them: a credit score of 0 to 1,000
// (the gauge shows score/1000) and a fraud score of 0 to 999. Pure data and one lookup, read by the page and its tests.

export interface ScoreBand {
  label: string;
  min: number;
  max: number;
  /** A Radix colour for the band's badge. */
  color: 'green' | 'teal' | 'indigo' | 'orange' | 'red' | 'gray';
  // (the colours the app's Radix tokens import: src/app/radix-tokens.css)
}

export const CREDIT_SCORE_MAX = 1000;
export const FRAUD_SCORE_MAX = 999;

/** Highest first, as the band table lists them. */
export const CREDIT_BANDS: readonly ScoreBand[] = [
  { label: 'Excellent', min: 800, max: 1000, color: 'green' },
  { label: 'Very good', min: 700, max: 799, color: 'teal' },
  { label: 'Good', min: 625, max: 699, color: 'indigo' },
  { label: 'Fair', min: 550, max: 624, color: 'orange' },
  { label: 'Below average', min: 0, max: 549, color: 'red' },
];

/** Highest risk first. */
export const FRAUD_BANDS: readonly ScoreBand[] = [
  { label: 'Very High Risk', min: 900, max: 999, color: 'red' },
  { label: 'High Risk', min: 800, max: 899, color: 'orange' },
  { label: 'Correct Risk', min: 601, max: 799, color: 'indigo' },
  { label: 'Neutral Risk', min: 301, max: 600, color: 'gray' },
  { label: 'Minimal Risk', min: 101, max: 300, color: 'teal' },
  { label: 'Lowest Risk', min: 0, max: 100, color: 'green' },
];

/** The band a score falls in; undefined outside every band (a score the provider should never send). */
export function bandOf(bands: readonly ScoreBand[], score: number): ScoreBand | undefined {
  return bands.find((band) => score >= band.min && score <= band.max);
}

/** The credit gauge's fill, 0 to 100 (portal §9: percent = score/1000). */
export function creditPercent(score: number): number {
  return Math.min(100, Math.max(0, (score / CREDIT_SCORE_MAX) * 100));
}
