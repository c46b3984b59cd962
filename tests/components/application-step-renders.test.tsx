// What a change on an application step draws again: the section it was made in, once, and nothing of the others. A
// section of plain values is drawn without rjsf's Form (widgets/PlainSectionForm.tsx): its change goes to the page and
// comes back in one render. Another section is an rjsf Form, which compares all of its props deeply when handed a new
// one (and may derive its state again): a step of many sections would pay for that on every change (bench:form).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PlainSectionFormProps } from '../../widgets/PlainSectionForm';
import { draftKey } from '../../src/features/application/drafts';
import { APPLICANT, applicationAnswers, field, ORDER_ID, renderPortal, resetApplicationTests, TAB_FIELDS } from './application-harness';

/** The title of each section drawn, in order. */
const drawn = vi.hoisted(() => [] as string[]);
vi.mock('../../widgets/PlainSectionForm', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../widgets/PlainSectionForm')>();
  return {
    ...real,
    PlainSectionForm(props: PlainSectionFormProps) {
      drawn.push(String(props.schema.title));
      return real.PlainSectionForm(props);
    },
  };
});

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

describe('a change on a step of several sections', () => {
  it('draws only its section again, once, when a value is committed', async () => {
    const { user } = renderPortal('/admin/application/personal', applicationAnswers({}, FIELDS));
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await screen.findByRole('textbox', { name: 'Current employer' });

    await user.type(firstName, 'Olivia');
    drawn.length = 0;
    // Leaving the field commits it to the form and to the step's draft.
    await user.click(screen.getByRole('textbox', { name: 'Surname' }));
    const key = draftKey(APPLICANT.Id, ORDER_ID, 'Personal Details');
    await waitFor(() => expect(localStorage.getItem(key)).toContain('Olivia'));
    expect(drawn).toEqual(['Your Name']);
  });

  it('opens a branch drawing its section once, and checks the fields it shows', async () => {
    const { user } = renderPortal('/admin/application/personal', applicationAnswers({}, FIELDS));
    const question = await screen.findByRole('radiogroup', { name: 'Have you been known by another name?' });
    expect(screen.queryByRole('textbox', { name: 'Other name' })).toBeNull();
    drawn.length = 0;

    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('textbox', { name: 'Other name' })).toBeTruthy();
    // The change and the page's answer (the field shown) in one render.
    expect(drawn).toEqual(['Work']);

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
