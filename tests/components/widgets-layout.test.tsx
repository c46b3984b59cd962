import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { MANDATORY, renderForm } from './widgets-harness';

describe('sections', () => {
  it('renders each section object as a card headed by its title, holding its own fields', async () => {
    const { user, submitted } = renderForm({
      schema: {
        type: 'object',
        properties: {
          personal: {
            type: 'object',
            title: 'Personal details',
            properties: { FirstName: { type: 'string', title: 'First name' } },
          },
          birth: {
            type: 'object',
            title: 'Place of birth',
            properties: { BirthCountry: { type: 'string', title: 'Country of birth' } },
          },
        },
      },
      uiSchema: {
        personal: { 'ui:options': { section: true } },
        birth: { 'ui:options': { section: true } },
      },
    });
    const personal = screen.getByRole('region', { name: 'Personal details' });
    const birth = screen.getByRole('region', { name: 'Place of birth' });
    expect(personal.classList.contains('rt-Card')).toBe(true);
    expect(birth.classList.contains('rt-Card')).toBe(true);
    expect(within(personal).getByRole('heading', { name: 'Personal details' })).toBeTruthy();
    expect(within(personal).getByRole('textbox', { name: 'First name' })).toBeTruthy();
    expect(within(birth).queryByRole('textbox', { name: 'First name' })).toBeNull();

    await user.type(within(birth).getByRole('textbox', { name: 'Country of birth' }), 'Australia');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ personal: {}, birth: { BirthCountry: 'Australia' } });
  });

  it('validates the mandatory fields of a section the data does not mention yet', async () => {
    const { user, onSubmit } = renderForm({
      schema: {
        type: 'object',
        properties: {
          personal: {
            type: 'object',
            title: 'Personal details',
            required: ['Surname'],
            properties: { Surname: { type: 'string', title: 'Surname' } },
          },
        },
      },
      uiSchema: { personal: { 'ui:options': { section: true } } },
      formData: {},
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(screen.getByRole('region', { name: 'Personal details' })).getByText(MANDATORY)).toBeTruthy();
  });
});

const referenceSchema: RJSFSchema = {
  type: 'object',
  properties: {
    references: {
      type: 'array',
      title: 'References',
      items: {
        type: 'object',
        title: 'Reference',
        required: ['RefereeName'],
        properties: { RefereeName: { type: 'string', title: 'Referee name' } },
      },
    },
  },
};

function referenceUi(options: Record<string, unknown>): UiSchema {
  return {
    references: {
      'ui:options': {
        block: true,
        addLabel: 'Add a new Reference',
        removeLabel: 'Remove',
        minMessage: 'You must have at least 1 references',
        maxMessage: 'You can only add up to 3 references',
        ...options,
      },
    },
  };
}


describe('repeatable blocks', () => {
  it('adds items up to the maximum, then says so instead of adding', async () => {
    const { user } = renderForm({
      schema: referenceSchema,
      uiSchema: referenceUi({ firstRemovable: false, minItems: 1, maxItems: 3 }),
      formData: { references: [{}] },
    });
    expect(screen.getByRole('heading', { name: 'Reference 1' })).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add a new Reference' });

    await user.click(add);
    await user.click(add);
    expect(screen.getByRole('heading', { name: 'Reference 3' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(add);
    expect(screen.getByRole('alert').textContent).toBe('You can only add up to 3 references');
    expect(screen.queryByRole('heading', { name: 'Reference 4' })).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('has no Remove on the first item when firstRemovable is false, and removes the item whose button is pressed', async () => {
    const { user, submitted } = renderForm({
      schema: referenceSchema,
      uiSchema: referenceUi({ firstRemovable: false, minItems: 1, maxItems: 3 }),
      formData: { references: [{ RefereeName: 'Ann' }, { RefereeName: 'Ben' }, { RefereeName: 'Cy' }] },
    });
    const first = screen.getByRole('group', { name: 'Reference 1' });
    expect(within(first).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);

    const second = screen.getByRole('group', { name: 'Reference 2' });
    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['Ann', 'Cy']);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted()).toEqual({ references: [{ RefereeName: 'Ann' }, { RefereeName: 'Cy' }] });
  });

  it('refuses to go below the minimum with the min message', async () => {
    const { user } = renderForm({
      schema: referenceSchema,
      uiSchema: referenceUi({ minItems: 2, maxItems: 3, minMessage: 'You must have at least 2 references' }),
      formData: { references: [{ RefereeName: 'Ann' }, { RefereeName: 'Ben' }] },
    });
    const second = screen.getByRole('group', { name: 'Reference 2' });
    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alert').textContent).toBe('You must have at least 2 references');
    expect(screen.getAllByRole('textbox')).toHaveLength(2);

    // Adding a third makes one removable again, and the message goes.
    await user.click(screen.getByRole('button', { name: 'Add a new Reference' }));
    await user.click(within(screen.getByRole('group', { name: 'Reference 1' })).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['Ben', '']);
  });

  it('validates the fields of every item, each message beside its own field', async () => {
    const { user, onSubmit } = renderForm({
      schema: referenceSchema,
      uiSchema: referenceUi({ maxItems: 3 }),
      formData: { references: [{ RefereeName: 'Ann' }, {}] },
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const second = screen.getByRole('group', { name: 'Reference 2' });
    expect(within(second).getByText(MANDATORY)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Reference 1' })).queryByText(MANDATORY)).toBeNull();
  });
});
