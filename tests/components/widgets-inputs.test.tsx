import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { MANDATORY, renderForm } from './widgets-harness';

describe('text', () => {
  const schema: RJSFSchema = {
    type: 'object',
    required: ['FirstName'],
    properties: {
      FirstName: { type: 'string', title: 'First name' },
      MiddleName: { type: 'string', title: 'Middle name' },
    },
  };

  it('labels the input above it, marks a required field and submits what was typed', async () => {
    const { user, submitted } = renderForm({ schema });
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('First name').textContent).toBe('First name *');
    expect(screen.getByText('Middle name').textContent).toBe('Middle name');

    await user.type(firstName, 'Alice');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ FirstName: 'Alice' });
  });

  it('shows the mandatory message beside an empty required field after submit, linked to the input', async () => {
    const { user, onSubmit } = renderForm({ schema });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (firstName.getAttribute('aria-describedby') ?? '').split(' ');
    const message = screen.getByText(MANDATORY);
    expect(describedBy).toContain(message.parentElement?.id);
    // Only the required field is flagged.
    expect(screen.getAllByText(MANDATORY)).toHaveLength(1);
  });

  it('clears a field’s message as soon as it has a value, without waiting for blur or the next submit', async () => {
    const { user } = renderForm({ schema });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(MANDATORY)).toBeTruthy();

    // Still focused, first keystroke: the message goes now, not on blur, when the layout shifting under the pointer
    // could swallow the click that caused the blur.
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'A');
    expect(screen.queryByText(MANDATORY)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'l');
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('honours ui:readonly and shows ui:help linked to the input', () => {
    renderForm({
      schema,
      formData: { FirstName: 'Alice' },
      uiSchema: { FirstName: { 'ui:readonly': true, 'ui:help': 'As shown on your licence' } },
    });
    const firstName = screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    expect(firstName.readOnly).toBe(true);
    expect(firstName.value).toBe('Alice');
    const help = screen.getByText('As shown on your licence');
    expect(firstName.getAttribute('aria-describedby')?.split(' ')).toContain(help.id);
  });
});

describe('textarea', () => {
  it('shows a live n/max counter from maxLength when ui:options.counter is set', async () => {
    const { user, submitted } = renderForm({
      schema: { type: 'object', properties: { Answer: { type: 'string', title: 'Your answer', maxLength: 1500 } } },
      uiSchema: { Answer: { 'ui:widget': 'textarea', 'ui:options': { counter: true } } },
    });
    const answer = screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement;
    expect(answer.tagName).toBe('TEXTAREA');
    expect(answer.maxLength).toBe(1500);
    expect(screen.getByText('0/1500')).toBeTruthy();

    await user.type(answer, 'Reliable');
    expect(screen.getByText('8/1500')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ Answer: 'Reliable' });
  });

  it('shows no counter without the option', () => {
    renderForm({
      schema: { type: 'object', properties: { Answer: { type: 'string', title: 'Your answer', maxLength: 1500 } } },
      uiSchema: { Answer: { 'ui:widget': 'textarea' } },
    });
    expect(screen.queryByText('0/1500')).toBeNull();
  });
});

describe('select', () => {
  const states = [
    { const: 'NSW', title: 'New South Wales' },
    { const: 'VIC', title: 'Victoria' },
  ];

  it('offers the oneOf titles with an empty choice for an optional field and stores the const', async () => {
    const { user, submitted } = renderForm({
      schema: { type: 'object', properties: { AddressState: { type: 'string', title: 'State', oneOf: states } } },
      uiSchema: { AddressState: { 'ui:widget': 'select' } },
    });
    const select = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['', 'New South Wales', 'Victoria']);
    // Nothing chosen for the user: not even the first choice.
    expect(select.selectedOptions[0].text).toBe('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({});

    await user.selectOptions(select, 'Victoria');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ AddressState: 'VIC' });
  });

  it('reads enum values too, and a required select shows no value until one is chosen', async () => {
    const { user } = renderForm({
      schema: {
        type: 'object',
        required: ['Purpose'],
        properties: { Purpose: { type: 'string', title: 'Purpose', enum: ['Employment', 'Volunteer'] } },
      },
      uiSchema: { Purpose: { 'ui:widget': 'select' } },
    });
    const select = screen.getByRole('combobox', { name: 'Purpose' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(MANDATORY)).toBeTruthy();

    await user.selectOptions(select, 'Volunteer');
    expect(select.value).not.toBe('');
    expect(screen.queryByText(MANDATORY)).toBeNull();
  });
});

describe('comboText', () => {
  const schema: RJSFSchema = { type: 'object', properties: { BirthTerritory: { type: 'string', title: 'Birth state' } } };
  const uiSchema: UiSchema = {
    BirthTerritory: {
      'ui:widget': 'comboText',
      'ui:options': {
        suggestions: [
          { label: 'New South Wales', value: 'NSW' },
          { label: 'Queensland', value: 'QLD' },
        ],
      },
    },
  };

  it('stores a suggestion when one is chosen', async () => {
    const { user, submitted } = renderForm({ schema, uiSchema });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Birth state' }), 'Queensland');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ BirthTerritory: 'QLD' });
  });

  it('stores free text typed after choosing Other', async () => {
    const { user, submitted } = renderForm({ schema, uiSchema });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Birth state' }), 'Other');
    const other = screen.getByRole('textbox', { name: 'Birth state (other)' });
    expect(document.activeElement).toBe(other);
    await user.type(other, 'Bavaria');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ BirthTerritory: 'Bavaria' });
  });

  it('shows a stored value that is not a suggestion as typed text', () => {
    renderForm({ schema, uiSchema, formData: { BirthTerritory: 'Bavaria' } });
    const select = screen.getByRole('combobox', { name: 'Birth state' }) as HTMLSelectElement;
    expect(select.selectedOptions[0].text).toBe('Other');
    expect((screen.getByRole('textbox', { name: 'Birth state (other)' }) as HTMLInputElement).value).toBe('Bavaria');
  });
});

describe('yesNo', () => {
  it('is a radiogroup named by the label whose Yes / No store Y / N', async () => {
    const { user, submitted } = renderForm({
      schema: { type: 'object', required: ['IsMinor'], properties: { IsMinor: { type: 'string', title: 'Are you under 18?' } } },
      uiSchema: { IsMinor: { 'ui:widget': 'yesNo' } },
    });
    const group = screen.getByRole('radiogroup', { name: 'Are you under 18?' });
    const yes = within(group).getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    const no = within(group).getByRole('radio', { name: 'No' }) as HTMLInputElement;
    expect(yes.checked || no.checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(MANDATORY)).toBeTruthy();

    await user.click(yes);
    expect(yes.checked).toBe(true);
    await user.click(no);
    expect(no.checked).toBe(true);
    expect(yes.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ IsMinor: 'N' });
  });
});

describe('check', () => {
  it('is a checkbox labelled by the field title that stores Y when ticked and N when not', async () => {
    const { user, submitted } = renderForm({
      schema: { type: 'object', properties: { ConsentInd: { type: 'string', title: 'I consent to the checks' } } },
      uiSchema: { ConsentInd: { 'ui:widget': 'check' } },
      formData: { ConsentInd: 'N' },
    });
    const box = screen.getByRole('checkbox', { name: 'I consent to the checks' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    // Not labelled twice: the title is beside the box, not above it.
    expect(screen.getAllByText('I consent to the checks')).toHaveLength(1);

    await user.click(box);
    expect(box.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ ConsentInd: 'Y' });

    await user.click(screen.getByText('I consent to the checks'));
    expect(box.getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ ConsentInd: 'N' });
  });
});

describe('rank', () => {
  it('offers 1 to 5 behind a Please select placeholder and stores the rank as a string', async () => {
    const { user, submitted } = renderForm({
      schema: { type: 'object', properties: { Q3: { type: 'string', title: 'Teamwork' } } },
      uiSchema: { Q3: { 'ui:widget': 'rank' } },
    });
    const select = screen.getByRole('combobox', { name: 'Teamwork' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Please select', '1', '2', '3', '4', '5']);
    expect(select.selectedOptions[0].text).toBe('Please select');

    await user.selectOptions(select, '4');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ Q3: '4' });
  });
});

describe('date', () => {
  it('shows DD/MM/YYYY on a numeric keypad, inserting the slashes while typing', async () => {
    const { user, submitted } = renderForm({
      schema: { type: 'object', properties: { DOB: { type: 'string', title: 'Date of birth' } } },
      uiSchema: { DOB: { 'ui:widget': 'date' } },
    });
    const dob = screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement;
    expect(dob.inputMode).toBe('numeric');
    expect(dob.maxLength).toBe(10);
    expect(dob.placeholder).toBe('DD/MM/YYYY');

    await user.type(dob, '01021990');
    expect(dob.value).toBe('01/02/1990');
    await user.type(dob, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(dob.value).toBe('01/02');
    await user.type(dob, '/1985');
    expect(dob.value).toBe('01/02/1985');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ DOB: '01/02/1985' });
  });
});

describe('long text', () => {
  it('stops typing at the maximum length and shows a counter as it nears, read with the field (issue 29)', async () => {
    const { user, submitted } = renderForm({
      schema: { type: 'object', properties: { Surname: { type: 'string', title: 'Surname', maxLength: 50 } } },
    });
    const surname = screen.getByRole('textbox', { name: 'Surname' }) as HTMLInputElement;
    expect(surname.maxLength).toBe(50);
    await user.type(surname, 'a'.repeat(39));
    expect(screen.queryByText(/^\d+\/\d+$/)).toBeNull();
    await user.type(surname, 'b');
    const counter = screen.getByText('40/50');
    expect((surname.getAttribute('aria-describedby') ?? '').split(' ')).toContain(counter.id);
    await user.type(surname, 'c'.repeat(20));
    expect(surname.value).toHaveLength(50);
    expect(screen.getByText('50/50')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ Surname: `${'a'.repeat(39)}b${'c'.repeat(10)}` });
  });

  it('never shows a counter on a short field', async () => {
    const { user } = renderForm({ schema: { type: 'object', properties: { Code: { type: 'string', title: 'Code', maxLength: 10 } } } });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '1234567890');
    expect(screen.queryByText(/^\d+\/\d+$/)).toBeNull();
  });
});

describe('partialDate', () => {
  it('accepts DD/MM/YYYY, MM/YYYY or YYYY, shaping digits-only entries by their count', async () => {
    const { user, submitted } = renderForm({
      schema: {
        type: 'object',
        properties: {
          DateMoveIn: { type: 'string', title: 'Moved in' },
          DateMoveOut: { type: 'string', title: 'Moved out' },
          DateFrom: { type: 'string', title: 'From' },
        },
      },
      uiSchema: {
        DateMoveIn: { 'ui:widget': 'partialDate' },
        DateMoveOut: { 'ui:widget': 'partialDate' },
        DateFrom: { 'ui:widget': 'partialDate' },
      },
    });
    const moveIn = screen.getByRole('textbox', { name: 'Moved in' }) as HTMLInputElement;
    const moveOut = screen.getByRole('textbox', { name: 'Moved out' }) as HTMLInputElement;
    const from = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    expect(moveIn.maxLength).toBe(10);

    await user.type(moveIn, '032019');
    await user.type(moveOut, '2021');
    await user.type(from, '15/03/2019x');
    await user.tab();
    expect(moveIn.value).toBe('03/2019');
    expect(moveOut.value).toBe('2021');
    expect(from.value).toBe('15/03/2019');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ DateMoveIn: '03/2019', DateMoveOut: '2021', DateFrom: '15/03/2019' });
  });
});

describe('display', () => {
  it('renders a heading, an instructions paragraph and an information box, with no input or label', () => {
    renderForm({
      schema: {
        type: 'object',
        properties: {
          q0: { type: 'string', readOnly: true },
          q1: { type: 'string', readOnly: true },
          q2: { type: 'null' },
        },
      },
      uiSchema: {
        q0: { 'ui:widget': 'display', 'ui:label': false, 'ui:options': { text: 'Referee details', variant: 'title' } },
        q1: {
          'ui:widget': 'display',
          'ui:label': false,
          'ui:options': { text: 'Answer every question.', variant: 'instructions' },
        },
        q2: {
          'ui:widget': 'display',
          'ui:label': false,
          'ui:options': { text: 'Your answers are confidential.', variant: 'information' },
        },
      },
      children: null,
    });
    expect(screen.getByRole('heading', { name: 'Referee details' })).toBeTruthy();
    expect(screen.getByText('Answer every question.').tagName).toBe('P');
    expect(screen.getByText('Your answers are confidential.').closest('.rt-CalloutRoot')).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.querySelector('label')).toBeNull();
    expect(screen.queryByText(/q\d/)).toBeNull();
  });

  it('leads an information value with its label when the field keeps one', () => {
    renderForm({
      schema: { type: 'object', properties: { q0: { type: 'string', title: 'Position', readOnly: true } } },
      uiSchema: { q0: { 'ui:widget': 'display', 'ui:options': { text: 'Payroll officer', variant: 'information' } } },
      children: null,
    });
    const box = screen.getByText('Payroll officer', { exact: false });
    expect(box.textContent).toBe('Position: Payroll officer');
    expect(document.querySelector('label')).toBeNull();
  });
});

describe('required now', () => {
  it('marks a field the engine flags with ui:options.required (a rule of the values, not the schema)', () => {
    renderForm({
      schema: {
        type: 'object',
        properties: {
          PreviousFName: { type: 'string', title: 'Previous first name' },
          IsCarerforVulner: { type: 'string', title: 'Do you care for vulnerable people?' },
        },
      },
      uiSchema: {
        PreviousFName: { 'ui:options': { required: true } },
        IsCarerforVulner: { 'ui:widget': 'yesNo', 'ui:options': { required: true } },
      },
    });
    expect(screen.getByText('Previous first name').textContent).toBe('Previous first name *');
    expect(screen.getByRole('textbox', { name: 'Previous first name' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'Do you care for vulnerable people?' }).getAttribute('aria-required')).toBe(
      'true',
    );
  });
});

describe('hidden', () => {
  it('shows nothing but keeps its value in the submitted data', async () => {
    const { user, submitted, container } = renderForm({
      schema: { type: 'object', properties: { TableID: { type: 'string', title: 'Row id' }, Name: { type: 'string', title: 'Name' } } },
      uiSchema: { TableID: { 'ui:widget': 'hidden' } },
      formData: { TableID: '-1' },
    });
    expect(screen.queryByText('Row id')).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    // Not even a hidden input: a step of 1,000 fields keeps its TableIDs out of the DOM (issue 10, the engine's cost).
    expect(container.querySelector('input[type="hidden"]')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Bo');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ TableID: '-1', Name: 'Bo' });
  });
});

describe('an unknown widget name', () => {
  it('draws the default for the field type with a console warning, and the form works (issue 33)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, submitted } = renderForm({
      schema: { type: 'object', properties: { StreetAddress: { type: 'string', title: 'Street address' }, Email: { type: 'string', title: 'Email' } } },
      uiSchema: { StreetAddress: { 'ui:widget': 'streetPicker' } },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No widget named "streetPicker"'));
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.au');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ StreetAddress: '1 Main St', Email: 'a@b.au' });
    warn.mockRestore();
  });
});
