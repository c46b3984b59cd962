// rjsf's standard widgets drawn by the theme with Radix (issue 33): each named by its label, each changing the data
// as rjsf's would, and `format: date` kept ISO while the engine's own date field keeps DD/MM/YYYY.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { CORPUS } from '../engine/corpus';
import { renderForm } from './widgets-harness';

const { schema, uiSchema } = CORPUS.widgets;

describe('the standard widgets', () => {
  it('draws radios, checkboxes and the multi-select as Radix choices in named groups, 44 px lines', async () => {
    const { user, ref, submitted, container } = renderForm({ schema, uiSchema, children: null });
    const priority = screen.getByRole('radiogroup', { name: /Priority/ });
    await user.click(within(priority).getByRole('radio', { name: 'Express' }));
    const channels = screen.getByRole('group', { name: /Notify me by/ });
    await user.click(within(channels).getByRole('checkbox', { name: 'SMS' }));
    await user.click(within(channels).getByRole('checkbox', { name: 'Email' }));
    const regions = screen.getByRole('group', { name: 'Regions' });
    await user.click(within(regions).getByRole('checkbox', { name: 'VIC' }));
    await user.click(screen.getByRole('checkbox', { name: 'The applicant consented' }));
    // No native 13 px controls: Radix draws every radio and checkbox, inside a 44 px line.
    expect(container.querySelectorAll('input[type="radio"]:not(.rt-RadioRoot), input[type="checkbox"]:not([aria-hidden="true"])')).toHaveLength(0);
    expect(container.querySelector('select[multiple]')).toBeNull();
    act(() => ref.current?.submit());
    expect(submitted()).toMatchObject({ priority: 'Express', channels: ['Email', 'SMS'], regions: ['VIC'], consented: true });
  });

  it('draws range, colour, file and the alternative date pickers outside a text-field frame, each labelled', async () => {
    const { user, ref, submitted, container } = renderForm({ schema, uiSchema, formData: { priority: 'Standard', channels: ['Email'] }, children: null });
    const urgency = screen.getByRole('slider', { name: 'Urgency' });
    fireEvent.change(urgency, { target: { value: '4' } });
    const colour = screen.getByLabelText('Report colour');
    fireEvent.change(colour, { target: { value: '#336699' } });
    expect(colour.closest('.rt-TextFieldRoot')).toBeNull();
    expect(urgency.closest('.rt-TextFieldRoot')).toBeNull();
    expect(screen.getByLabelText('Covering letter').getAttribute('type')).toBe('file');
    const start = screen.getByRole('group', { name: 'Start date' });
    await user.selectOptions(within(start).getByRole('combobox', { name: 'Day' }), '2');
    await user.selectOptions(within(start).getByRole('combobox', { name: 'Month' }), 'March');
    await user.selectOptions(within(start).getByRole('combobox', { name: 'Year' }), '2026');
    expect(within(screen.getByRole('group', { name: 'Deadline' })).getAllByRole('combobox')).toHaveLength(6);
    // Password, email and url are Radix text fields of their type.
    expect(screen.getByLabelText('Release PIN').getAttribute('type')).toBe('password');
    expect(screen.getByRole('textbox', { name: 'Contact email' }).getAttribute('type')).toBe('email');
    expect(screen.getByRole('textbox', { name: 'Client portal' }).getAttribute('type')).toBe('url');
    expect(container.querySelectorAll('select:not([aria-label]):not([id])')).toHaveLength(0);
    act(() => ref.current?.submit());
    expect(submitted()).toMatchObject({ urgency: 4, brand: '#336699', startDate: '2026-03-02' });
  });

  it('keeps `format: date` ISO, and the engine’s date DD/MM/YYYY', async () => {
    const dates = CORPUS['iso-date'];
    const { user, ref, submitted } = renderForm({ schema: dates.schema as RJSFSchema, uiSchema: dates.uiSchema, children: null });
    const issued = screen.getByLabelText(/Issued on/);
    expect(issued.getAttribute('type')).toBe('date');
    fireEvent.change(issued, { target: { value: '2025-11-03' } });
    fireEvent.blur(issued);
    await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '03111990');
    act(() => ref.current?.submit());
    expect(submitted()).toEqual({ issued: '2025-11-03', dob: '03/11/1990' });
  });

  it('draws an additional property’s name in a labelled Radix text field beside its value', () => {
    const { schema: untitled } = CORPUS.untitled;
    const { container } = renderForm({ schema: untitled, formData: { referenceLinks: { linkedin: 'https://example.com/jo' } } });
    const key = screen.getByRole('textbox', { name: 'linkedin (name)' });
    expect(key.closest('.rt-TextFieldRoot')).not.toBeNull();
    expect(container.querySelector('.form-additional, .col-xs-5')).toBeNull();
  });
});

describe('descriptions, headings, branch selectors and optional data', () => {
  it('renders markdown descriptions where the uiSchema enables them, plain text elsewhere', async () => {
    const { schema: consent, uiSchema: ui } = CORPUS.markdown;
    const { container } = renderForm({ schema: consent, uiSchema: ui });
    expect((await screen.findByText('every')).tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'the privacy notice' }).getAttribute('href')).toBe('https://example.com/privacy');
    expect(await screen.findByText('identity')).toBeTruthy();
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.textContent).not.toContain('**');
    // Without the option, the marks are not interpreted.
    renderForm({ schema: { type: 'string', title: 'Plain', description: 'a **b**' } });
    expect(screen.getByText('a **b**')).toBeTruthy();
  });

  it('heads an untitled object or array with its humanised property name', () => {
    renderForm({ schema: CORPUS.untitled.schema, formData: { previousRoles: ['Clerk'] } });
    expect(screen.getByRole('heading', { name: 'Current employer' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Current employer' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Previous roles' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reference links' })).toBeTruthy();
  });

  it('names the oneOf and anyOf branch selectors', () => {
    const { container } = renderForm({ schema: CORPUS.branches.schema });
    expect(screen.getByRole('combobox', { name: 'Document' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Contact' })).toBeTruthy();
    for (const select of container.querySelectorAll('select')) expect(select.getAttribute('aria-label') ?? select.labels?.length).toBeTruthy();
  });

  it('draws rjsf 6’s optional data controls: an optional object is added and removed with Radix buttons', async () => {
    const { schema: extras, uiSchema: ui } = CORPUS['optional-data'];
    const { user, ref, submitted } = renderForm({ schema: extras, uiSchema: ui, children: null });
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
    const add = screen.getAllByRole('button').find((button) => button.id.includes('billing'));
    expect(add).toBeTruthy();
    await user.click(add!);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Accounts');
    act(() => ref.current?.submit());
    expect(submitted()).toMatchObject({ billing: { name: 'Accounts' } });
  });
});
