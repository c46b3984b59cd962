// Value rules declared by FieldID (fields.ts VALUE_FORMATS): emails, phone numbers and dates of birth, the same in the
// browser's form (buildDynamicForm) and on the server (validateDynamic), for the demo's fields and for a field an
// operator adds with a name of the same kind.
import { describe, expect, it } from 'vitest';
import { buildDynamicForm, validateDynamic } from '../../src/engine';
import { FUTURE_DATE, INVALID_DATE, INVALID_EMAIL, INVALID_PHONE } from '../../src/engine/messages';
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
