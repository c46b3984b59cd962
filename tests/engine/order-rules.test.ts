// The one module of ordering rules and messages (src/engine/order-rules.ts) that the wizard, its CSV upload, the quick
// start and the server's order registration all check with.
import { describe, expect, it } from 'vitest';
import { tidyPhone } from '../../src/engine/patterns';
import { NAME_CHARACTERS } from '../../src/engine/messages';
import {
  applicantToPayOf,
  checkPerson,
  CSV_MESSAGES,
  NEW_ORDER_MESSAGES,
  personProblem,
  QUICK_START_MESSAGES,
} from '../../src/engine/order-rules';

const ava = { FirstName: 'Ava', MiddleName: '', SurName: 'Nguyen', Email: 'ava@example.com', Phone: '0412345678' };

describe('checkPerson', () => {
  it('passes a complete applicant, values read trimmed', () => {
    expect(checkPerson({ ...ava, Email: '  ava@example.com ' }, 'file')).toEqual({
      missing: [],
      tooLong: [],
      badNames: [],
      badEmail: false,
      badPhone: false,
    });
  });

  it('counts spaces as empty; the quick start does without a first name', () => {
    expect(checkPerson({ ...ava, FirstName: '   ', Email: '' }, 'file').missing).toEqual(['FirstName', 'Email']);
    expect(checkPerson({ ...ava, FirstName: '' }, 'single').missing).toEqual([]);
  });

  it('flags a malformed or too long email, a phone that is not digits, names over 100 characters', () => {
    expect(checkPerson({ ...ava, Email: 'ava.example.com' }, 'file').badEmail).toBe(true);
    expect(checkPerson({ ...ava, Email: `${'a'.repeat(250)}@example.com` }, 'file').badEmail).toBe(true);
    expect(checkPerson({ ...ava, Phone: '0412 34x' }, 'file').badPhone).toBe(true);
    expect(checkPerson({ ...ava, Phone: '+1 (555) 0100 ext 2' }, 'file').badPhone).toBe(true);
    expect(checkPerson({ ...ava, Phone: '' }, 'file').badPhone).toBe(false);
    expect(checkPerson({ ...ava, MiddleName: 'x'.repeat(101) }, 'file').tooLong).toEqual(['MiddleName']);
  });

  it("holds names on order lines to the application's rule: letters of any script, no digits, emoji or controls (issue 29)", () => {
    expect(checkPerson({ ...ava, FirstName: 'Zoë', MiddleName: "O'Brien-Nguyễn", SurName: 'St. John' }, 'file').badNames).toEqual([]);
    expect(checkPerson({ ...ava, FirstName: 'Ava2', MiddleName: '🙂', SurName: 'Nguyen\u202Eevil' }, 'file').badNames).toEqual([
      'FirstName', 'MiddleName', 'SurName',
    ]);
    expect(personProblem({ ...ava, SurName: 'Nguyen\u202Eevil' }, 'file')).toBe(`Surname: ${NAME_CHARACTERS}`);
  });
});

describe('phone numbers as people type them (issue 29)', () => {
  it('are tidied, not refused: spaces, dashes, dots and brackets go, +61 becomes 0', () => {
    for (const [typed, tidy] of [
      ['04 1234 5678', '0412345678'],
      ['+61 412-345-678', '0412345678'],
      ['0061 412 345 678', '0412345678'],
      ['(02) 9876.5432', '0298765432'],
      ['0412345678', '0412345678'],
    ]) {
      expect(tidyPhone(typed)).toBe(tidy);
      expect(checkPerson({ ...ava, Phone: typed }, 'file').badPhone).toBe(false);
    }
  });
});

describe('personProblem (the server wording)', () => {
  it('names the first problem for a file and for a single applicant', () => {
    expect(personProblem({ ...ava, FirstName: '' }, 'file')).toBe('First name is required.');
    expect(personProblem({ ...ava, SurName: '' }, 'single')).toBe('Please complete the form: Surname is required.');
    expect(personProblem({ ...ava, Email: 'ava.example.com' }, 'file')).toBe(CSV_MESSAGES.emailFormat('Ava'));
    expect(personProblem({ ...ava, Phone: 'abc' }, 'single')).toBe('The phone number of Ava is not valid.');
    expect(personProblem(ava, 'file')).toBeNull();
  });
});

describe('applicantToPayOf', () => {
  it("is 'N' by default and under ClientOnly, 'Y' only when chosen and allowed", () => {
    expect(applicantToPayOf(undefined, 'Either')).toBe('N');
    expect(applicantToPayOf('', 'Either')).toBe('N');
    expect(applicantToPayOf('Y', 'Either')).toBe('Y');
    expect(applicantToPayOf('Y', 'ClientOnly')).toBe('N');
  });
});

describe('messages', () => {
  it('are the texts of order-and-application §5', () => {
    expect(NEW_ORDER_MESSAGES.whiteSpaces).toBe('This field is mandatory.');
    expect(NEW_ORDER_MESSAGES.email).toBe('Invalid email format. Please include an "@" and a valid domain name.');
    expect(CSV_MESSAGES.whitespaces(3)).toBe('Line 3: The first name, surname or email is missing.');
    expect(QUICK_START_MESSAGES.noCostCentre).toBe('Please select a cost centre');
  });
});
