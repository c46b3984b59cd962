// Issue 30: the messages people read are correct English. The spec's typos ('Please complete whitespaces.',
// 'You password was updated', 'No available to run this service', 'Email format error for : Ava.') must not reach
// anyone word for word: every message of the engine's single places is checked for them here.
import { describe, expect, it } from 'vitest';
import * as messages from '../../src/engine/messages';
import { CSV_MESSAGES, NEW_ORDER_MESSAGES, personProblem, QUICK_START_MESSAGES, SUBMISSION_WORDING } from '../../src/engine/order-rules';
import { PASSWORD_HINT, PASSWORD_MISMATCH, PASSWORD_TOO_WEAK, PASSWORD_UPDATED } from '../../src/engine/patterns';

/** Every text a group holds, its functions called with a line, a name and a limit. */
function textsOf(group: Record<string, unknown>): string[] {
  return Object.values(group).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [String((value as (...a: unknown[]) => unknown)(3, 'Zoë'))];
    return [];
  });
}

const ALL = [
  ...textsOf(messages),
  ...textsOf(NEW_ORDER_MESSAGES),
  ...textsOf(CSV_MESSAGES),
  ...textsOf(QUICK_START_MESSAGES),
  ...textsOf({ ...SUBMISSION_WORDING.file }),
  ...textsOf({ ...SUBMISSION_WORDING.single }),
  PASSWORD_HINT,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_WEAK,
  PASSWORD_UPDATED,
];

describe('the words people read', () => {
  it('carry none of the spec typos', () => {
    const wrong = /white ?spaces?|\bYou password\b|\bNo available\b|to verified|are sure to|format error for| : |\s{2}/i;
    expect(ALL.length).toBeGreaterThan(30);
    expect(ALL.filter((text) => wrong.test(text))).toEqual([]);
  });

  it('name no field by its key', () => {
    const keys = /\b(PurchasedService|CheckPurpose|FirstName|SurName|ServiceID|FieldID|DocID)\b/;
    // The template's column headers are the one place these names are what a person reads (the CSV's row 1).
    expect(ALL.filter((text) => keys.test(text) && text !== CSV_MESSAGES.wrongHeaders)).toEqual([]);
  });

  it('say the spec messages in correct English', () => {
    expect(messages.APPLICATION_INCOMPLETE).toBe('Please complete the empty fields.');
    expect(messages.REFERENCES_INCOMPLETE).toBe('Please complete the empty fields to continue.');
    expect(messages.REFERENCES_UNCHECKED_WARNING).toBe('One or more details to verify were left unchecked. Are you sure you want to continue?');
    expect(PASSWORD_UPDATED).toBe('Your password was updated.');
    expect(QUICK_START_MESSAGES.notAvailable).toBe('Not available to run on its own.');
    expect(CSV_MESSAGES.whitespaces(3)).toBe('Line 3: The first name, surname or email is missing.');
    expect(CSV_MESSAGES.atLine(3, CSV_MESSAGES.phoneFormat('Zoë'))).toBe('Line 3: The phone number of Zoë is not valid.');
    expect(CSV_MESSAGES.emailFormat('')).toBe('The email address is not valid.');
    expect(CSV_MESSAGES.emailFormat('Ava')).toBe('The email address of Ava is not valid.');
    expect(personProblem({ SurName: 'Lee', Email: 'lee@example' }, 'single')).toBe('The email address of Lee is not valid.');
  });
});
