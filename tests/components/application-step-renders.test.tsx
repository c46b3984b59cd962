// What a change on an application step draws again: the section it was made in, and nothing of the others. Each
// section is an rjsf Form; one handed a new prop compares all of its props deeply (and may derive its state again),
// which a step of many sections pays for on every change (docs/performance.md, bench:form).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import Form from '@rjsf/core';
import { draftKey } from '../../src/features/application/drafts';
import { APPLICANT, applicationAnswers, field, ORDER_ID, renderPortal, resetApplicationTests, TAB_FIELDS } from './application-harness';

afterEach(() => {
  vi.restoreAllMocks();
  resetApplicationTests();
});

const FIELDS = {
  ...TAB_FIELDS,
  'Personal Details': [
    field({ FieldID: 'FirstName', FieldName: 'First name', PortalSection: 'Your Name' }),
    field({ FieldID: 'Surname', FieldName: 'Surname', PortalSection: 'Your Name' }),
    field({ FieldID: 'Phone', FieldName: 'Phone', PortalSection: 'Contact' }),
    field({ FieldID: 'Employer', FieldName: 'Current employer', PortalSection: 'Work' }),
    field({ FieldID: 'OtherNames', FieldName: 'Have you been known by another name?', FieldType: 'radio/check', PortalSection: 'Work' }),
    field({ FieldID: 'OtherName', FieldName: 'Other name', IsCompulsory: 'Yes', ParentField: 'OtherNames', PortalSection: 'Work' }),
  ],
};

/** The id prefix of each section form asked to compare its props (rjsf's shouldComponentUpdate). */
function sectionsComparing(spy: { mock: { contexts: unknown[] } }): string[] {
  return spy.mock.contexts.map((form) => String((form as Form).props.idPrefix));
}

describe('a change on a step of several sections', () => {
  it('leaves the other sections alone when a value is committed', async () => {
    const { user } = renderPortal('/admin/application/personal', applicationAnswers({}, FIELDS));
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await screen.findByRole('textbox', { name: 'Current employer' });
    const compare = vi.spyOn(Form.prototype, 'shouldComponentUpdate');

    await user.type(firstName, 'Olivia');
    // Leaving the field commits it to the form and to the step's draft.
    await user.click(screen.getByRole('textbox', { name: 'Surname' }));
    const key = draftKey(APPLICANT.Id, ORDER_ID, 'Personal Details');
    await waitFor(() => expect(localStorage.getItem(key)).toContain('Olivia'));
    expect(sectionsComparing(compare).length).toBeGreaterThan(0);
    expect(new Set(sectionsComparing(compare))).toEqual(new Set(['step-personal_s0']));
  });

  it('opens a branch with one derivation of its section, and checks the fields it shows', async () => {
    const { user } = renderPortal('/admin/application/personal', applicationAnswers({}, FIELDS));
    const question = await screen.findByRole('radiogroup', { name: 'Have you been known by another name?' });
    expect(screen.queryByRole('textbox', { name: 'Other name' })).toBeNull();
    const derive = vi.spyOn(Form.prototype, 'getStateFromProps');

    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('textbox', { name: 'Other name' })).toBeTruthy();
    // rjsf's own, of the change; the page's answer (the same data, fields shown) is taken as it is.
    expect(derive).toHaveBeenCalledTimes(1);

    // The field shown is checked like any other, and the section still takes changes.
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    const otherName = screen.getByRole('textbox', { name: 'Other name' });
    await waitFor(() => expect(otherName.closest('.rjsf-field')?.textContent).toContain('This field is mandatory.'));
    await user.type(otherName, 'Olivia Tran');
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Other name' })).toBeNull());
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    // A hidden field's value is cleared (ParentField), so it comes back empty.
    expect(await screen.findByRole('textbox', { name: 'Other name' })).toHaveProperty('value', '');
  });
});
