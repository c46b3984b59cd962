import { describe, expect, it } from 'vitest';
import {
  buildDynamicForm,
  fullDateToShown,
  fullDateToStored,
  INVALID_DATE,
  INVALID_PARTIAL_DATE,
  isValidFullDate,
  isValidPartialDate,
  partialDateToShown,
  partialDateToStored,
} from '../../src/engine';
import { addressTab } from './fixtures/address';
import { personalTab } from './fixtures/personal';

describe('full dates (date of birth)', () => {
  it('shows YYYY-MM-DD as DD/MM/YYYY and sends it back as YYYY-MM-DD', () => {
    expect(fullDateToShown('1991-07-14')).toBe('14/07/1991');
    expect(fullDateToStored('14/07/1991')).toBe('1991-07-14');
  });

  it('drops a time part the database may add', () => {
    expect(fullDateToShown('1991-07-14T00:00:00.000Z')).toBe('14/07/1991');
  });

  it('accepts real calendar days only', () => {
    expect(isValidFullDate('29/02/2020')).toBe(true);
    expect(isValidFullDate('31/02/2020')).toBe(false);
    expect(isValidFullDate('29/02/2021')).toBe(false);
    expect(isValidFullDate('00/01/2020')).toBe(false);
    expect(isValidFullDate('15/13/2020')).toBe(false);
    expect(isValidFullDate('1/2/2020')).toBe(false);
    expect(isValidFullDate('2020-02-01')).toBe(false);
  });

  it('loads DOB into the form as DD/MM/YYYY and flags an impossible date', () => {
    const form = buildDynamicForm(personalTab());
    expect(form.formData.s0).toMatchObject({ DOB: '14/07/1991' });
    const data = { ...form.formData, s0: { ...(form.formData.s0 as object), DOB: '31/02/2020' } };
    expect(form.validate(data)).toEqual({ DOB: INVALID_DATE });
  });
});

describe('partial dates (DateMoveIn, DateMoveOut)', () => {
  it('converts the three formats both ways', () => {
    expect(partialDateToShown('2019-02-28')).toBe('28/02/2019');
    expect(partialDateToShown('2019-03')).toBe('03/2019');
    expect(partialDateToShown('2014')).toBe('2014');
    expect(partialDateToStored('28/02/2019')).toBe('2019-02-28');
    expect(partialDateToStored('03/2019')).toBe('2019-03');
    // A bare year is sent as typed (see the decision in src/engine/dates.ts).
    expect(partialDateToStored('2014')).toBe('2014');
  });

  it('sends lengths 10 and 7 for day and month precision', () => {
    expect(partialDateToStored('01/12/2018')).toHaveLength(10);
    expect(partialDateToStored('12/2018')).toHaveLength(7);
  });

  it('accepts DD/MM/YYYY, MM/YYYY and YYYY and nothing longer than 10 characters', () => {
    expect(isValidPartialDate('28/02/2019')).toBe(true);
    expect(isValidPartialDate('02/2019')).toBe(true);
    expect(isValidPartialDate('2019')).toBe(true);
    expect(isValidPartialDate('30/02/2019')).toBe(false);
    expect(isValidPartialDate('13/2019')).toBe(false);
    expect(isValidPartialDate('0000')).toBe(false);
    expect(isValidPartialDate('19')).toBe(false);
    expect(isValidPartialDate('28/02/20199')).toBe(false);
  });

  it('loads each stored precision into the address blocks as the applicant typed it', () => {
    const form = buildDynamicForm(addressTab());
    const [primary, previous] = (form.formData.s0 as Record<string, Record<string, unknown>[]>).ops_ApplicantAddress;
    expect(primary).toMatchObject({ DateMoveIn: '03/2019' });
    expect(primary.DateMoveOut).toBeUndefined();
    expect(previous).toMatchObject({ DateMoveIn: '2014', DateMoveOut: '28/02/2019' });
  });

  it('gives the partial-date message for a date that is not on the calendar', () => {
    const form = buildDynamicForm(addressTab());
    const section = form.formData.s0 as Record<string, Record<string, unknown>[]>;
    const items = section.ops_ApplicantAddress.map((item) => ({ ...item }));
    items[1].DateMoveOut = '31/04/2019';
    expect(form.validate({ s0: { ops_ApplicantAddress: items } })).toEqual({ 'DateMoveOut#302': INVALID_PARTIAL_DATE });
  });
});
