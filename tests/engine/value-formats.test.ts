// Value rules declared by FieldID (fields.ts VALUE_FORMATS): emails, phone numbers and dates of birth, the same in the
// browser's form (buildDynamicForm) and on the server (validateDynamic), for the demo's fields and for a field an
// operator adds with a name of the same kind.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDynamicForm, validateDynamic } from '../../src/engine';
import { AU_POSTCODE, END_BEFORE_START, FUTURE_DATE, INVALID_DATE, INVALID_EMAIL, INVALID_PHONE, NAME_CHARACTERS } from '../../src/engine/messages';
import { field } from './fixtures/personal';

const REFEREES = 'ops.ApplicantReferees';
const referee = (values: Record<string, string>) =>
  ['RefereeName', 'RefereePhone', 'RefereeEmail'].map((FieldID) =>
    field({ FieldID, FieldName: FieldID, FieldType: 'text', IsCompulsory: 'Yes', TableLocation: REFEREES, TableID: 5, PortalSection: 'Referees', TableValue: values[FieldID] ?? null }),
  );
const dob = (TableValue: string) => [field({ FieldID: 'DOB', FieldName: 'Date of birth', FieldType: 'text/date', IsCompulsory: 'Yes', PortalSection: 'You', TableValue })];

/** The browser's verdict (the form built from the definitions) and the server's, which must agree. */
function bothVerdicts(defs: ReturnType<typeof field>[]) {
  const form = buildDynamicForm(defs);
  return { browser: form.validate(form.formData), server: validateDynamic(defs) };
}

describe('emails and phone numbers', () => {
  it("refuses a referee's email without @ or domain, and a phone with letters", () => {
    const { browser, server } = bothVerdicts(referee({ RefereeName: 'Margaret Chen', RefereePhone: '02 9876 54OO', RefereeEmail: 'margaret.chen' }));
    expect(browser).toEqual({ 'RefereePhone#5': INVALID_PHONE, 'RefereeEmail#5': INVALID_EMAIL });
    expect(server).toEqual(browser);
  });

  it('accepts digits with spaces and a leading +, and a standard email', () => {
    for (const phone of ['0298765400', '+61 412 345 678', '02 9876 5432']) {
      const { browser, server } = bothVerdicts(referee({ RefereeName: 'Margaret Chen', RefereePhone: phone, RefereeEmail: 'margaret.chen@svhs.org.au' }));
      expect([phone, browser, server]).toEqual([phone, {}, {}]);
    }
    for (const phone of ['0412-345-678', '61+412345678', '12345', 'call me']) {
      expect(bothVerdicts(referee({ RefereeName: 'Margaret Chen', RefereePhone: phone })).server['RefereePhone#5']).toBe(INVALID_PHONE);
    }
  });

  it('gives a new field the rule of its kind by its name alone', () => {
    const defs = [
      field({ FieldID: 'EmergencyContactMobile', FieldName: 'Emergency contact mobile', FieldType: 'text', PortalSection: 'You', TableValue: 'O412 345 678' }),
      field({ FieldID: 'WorkEmail', FieldName: 'Work email', FieldType: 'text', PortalSection: 'You', TableValue: 'me at work' }),
    ];
    expect(bothVerdicts(defs).server).toEqual({ EmergencyContactMobile: INVALID_PHONE, WorkEmail: INVALID_EMAIL });
  });
});

describe('date of birth', () => {
  it('refuses a date in the future, on both sides', () => {
    const { browser, server } = bothVerdicts(dob('2999-01-01'));
    expect(browser).toEqual({ DOB: FUTURE_DATE });
    expect(server).toEqual({ DOB: FUTURE_DATE });
  });

  it('accepts a past date and still reports a date that is not on the calendar as invalid', () => {
    expect(bothVerdicts(dob('1991-07-14'))).toEqual({ browser: {}, server: {} });
    expect(bothVerdicts(dob('2999-02-31')).server).toEqual({ DOB: INVALID_DATE });
  });
});

describe("people's names (issue 29)", () => {
  const names = (FirstName: string) => [
    field({ FieldID: 'FirstName', FieldName: 'First name', FieldType: 'text', IsCompulsory: 'Yes', PortalSection: 'You', TableValue: FirstName }),
  ];

  it('takes letters of any script, spaces, hyphens, apostrophes and full stops', () => {
    for (const name of ['Nguyễn', "O'Brien", 'O’Brien', 'Mary-Jane', 'St. John', 'J.', '李小龍', 'Zoë', 'Ngāti Porou', 'Ann  Lee', 'Émile']) {
      expect([name, bothVerdicts(names(name))]).toEqual([name, { browser: {}, server: {} }]);
    }
  });

  it('refuses emoji, digits, symbols, control and bidirectional characters, on both sides', () => {
    for (const name of ['Nguyen\u202Eevil', 'Olivia😀', 'R2D2', 'Ann & Lee', 'Mia\u0007', '\u2066Isla\u2069', '-Leo', "Leo'"]) {
      const { browser, server } = bothVerdicts(names(name));
      expect([name, browser]).toEqual([name, { FirstName: NAME_CHARACTERS }]);
      expect(server).toEqual(browser);
    }
  });

  it('refuses any name holding a character of those kinds, wherever it is (property)', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzéüøñĳ李ā'.split('')), minLength: 2, maxLength: 12 });
    const forbidden = fc.constantFrom('\u202E', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200F', '\u0000', '\u001B', '7', '😀', '@', '#', '$', '/', '\u00A9');
    fc.assert(
      fc.property(letters, forbidden, fc.nat(), (name, bad, at) => {
        const i = at % (name.length + 1);
        const typed = `${name.slice(0, i)}${bad}${name.slice(i)}`;
        const { browser, server } = bothVerdicts(names(typed));
        return browser.FirstName === NAME_CHARACTERS && server.FirstName === NAME_CHARACTERS;
      }),
    );
  });

  it('leaves company and employer names alone', () => {
    const defs = [field({ FieldID: 'EmployerName', FieldName: 'Employer', FieldType: 'text', PortalSection: 'Work', TableValue: 'AT&T 2 Pty Ltd' })];
    expect(bothVerdicts(defs).server).toEqual({});
  });
});

describe('addresses and jobs: no date in the future, no end before its start, Australian postcodes (issue 29)', () => {
  const ADDRESSES = 'ops.ApplicantAddress';
  const JOBS = 'ops.ApplicantEmploymentHis';
  const address = (values: Record<string, string>) =>
    ['AddressPostcode', 'AddressCountry', 'DateMoveIn', 'DateMoveOut'].map((FieldID) =>
      field({
        FieldID,
        FieldName: FieldID,
        FieldType: FieldID.startsWith('Date') ? 'text/date' : FieldID === 'AddressCountry' ? 'combo' : 'text',
        ComboElements: FieldID === 'AddressCountry' ? [{ LookUpValue: 'Australia', MappingValue: 'Australia' }, { LookUpValue: 'New Zealand', MappingValue: 'New Zealand' }] : undefined,
        TableLocation: ADDRESSES,
        TableID: 3,
        PortalSection: 'Addresses',
        TableValue: values[FieldID] ?? null,
      }),
    );
  const job = (start: string, end: string) =>
    ['EmploymentStart', 'EmploymentEnd'].map((FieldID) =>
      field({ FieldID, FieldName: FieldID, FieldType: 'text/date', TableLocation: JOBS, TableID: 4, PortalSection: 'Work', TableValue: FieldID === 'EmploymentStart' ? start : end }),
    );

  it('refuses a move-in or an employment in the future, whatever its precision', () => {
    expect(bothVerdicts(address({ DateMoveIn: '2030-12' })).server).toEqual({ 'DateMoveIn#3': FUTURE_DATE });
    expect(bothVerdicts(address({ DateMoveIn: '2031' })).browser).toEqual({ 'DateMoveIn#3': FUTURE_DATE });
    expect(bothVerdicts(address({ DateMoveIn: '2024-01' }))).toEqual({ browser: {}, server: {} });
    expect(bothVerdicts(job('2999-03-01', '')).server).toEqual({ 'EmploymentStart#4': FUTURE_DATE });
  });

  it('refuses an end before its start, comparing periods (2019 is the whole year)', () => {
    const ended = bothVerdicts(job('2020-03-01', '2019-12-01'));
    expect(ended.browser).toEqual({ 'EmploymentEnd#4': END_BEFORE_START });
    expect(ended.server).toEqual(ended.browser);
    expect(bothVerdicts(address({ DateMoveIn: '2019-03', DateMoveOut: '2018' })).server).toEqual({ 'DateMoveOut#3': END_BEFORE_START });
    expect(bothVerdicts(address({ DateMoveIn: '2019', DateMoveOut: '2019-06' }))).toEqual({ browser: {}, server: {} });
    expect(bothVerdicts(job('2020-03-01', '2020-03-01'))).toEqual({ browser: {}, server: {} });
  });

  it('refuses an end before its start exactly when its last day is before the start’s first (property)', () => {
    const day = fc.date({ min: new Date('1990-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (start, end) => {
        const { browser, server } = bothVerdicts(job(start, end));
        const expected = end < start ? { 'EmploymentEnd#4': END_BEFORE_START } : {};
        return JSON.stringify(browser) === JSON.stringify(expected) && JSON.stringify(server) === JSON.stringify(expected);
      }),
    );
  });

  it('asks an Australian address for a 4-digit postcode, and no other country', () => {
    expect(bothVerdicts(address({ AddressCountry: 'Australia', AddressPostcode: 'ABCDE' })).server).toEqual({ 'AddressPostcode#3': AU_POSTCODE });
    expect(bothVerdicts(address({ AddressCountry: 'Australia', AddressPostcode: '20000' })).browser).toEqual({ 'AddressPostcode#3': AU_POSTCODE });
    expect(bothVerdicts(address({ AddressCountry: 'Australia', AddressPostcode: '2000' }))).toEqual({ browser: {}, server: {} });
    expect(bothVerdicts(address({ AddressCountry: 'New Zealand', AddressPostcode: 'AB12' }))).toEqual({ browser: {}, server: {} });
  });
});
