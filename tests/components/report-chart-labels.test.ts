// The report chart's axis names (src/features/reports/ReportChart.tsx): wrapped at spaces to the room they have, at
// most three lines, never longer than a line (so a 390 px phone never draws them over each other).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wrapLabel } from '../../src/features/reports/ReportChart';

describe('wrapLabel', () => {
  it('wraps at spaces and ends a name that does not fit in three lines with …', () => {
    expect(wrapLabel('In progress', 20)).toEqual(['In progress']);
    expect(wrapLabel('National Police Check (Volunteer)', 16)).toEqual(['National Police', 'Check', '(Volunteer)']);
    expect(wrapLabel('Working with Children Check and Vulnerable People Registration', 12)).toEqual(['Working with', 'Children', 'Check and…']);
  });

  it('never gives a line longer than the room, nor more than three lines, and keeps every word in order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z()]{1,14}$/), { minLength: 1, maxLength: 8 }), fc.integer({ min: 4, max: 30 }), (words, room) => {
        const lines = wrapLabel(words.join(' '), room);
        expect(lines.length).toBeLessThanOrEqual(3);
        for (const line of lines) expect(line.length).toBeLessThanOrEqual(room);
        const shown = lines.join(' ').replace(/…$/, '');
        if (!lines[lines.length - 1].endsWith('…')) expect(lines.join('').replace(/ /g, '')).toBe(words.join(''));
        else expect(words.join('').startsWith(shown.replace(/ /g, ''))).toBe(true);
      }),
    );
  });
});
