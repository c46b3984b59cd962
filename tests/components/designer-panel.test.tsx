// The designer's field panel (issue 15): an engine form from schemas/forms/designer-field.json that edits one field of
// the list; the types are named as people say them, the parent is picked by label among the fields that may show this
// one, its answer from the parent's choices, and what the type cannot use is hidden.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { SWRConfig } from 'swr';
import { FieldPanel } from '../../src/features/designer/FieldPanel';
import { replaceField, type DesignerField } from '../../src/features/designer/fields';

const FIELDS: DesignerField[] = [
  { FieldID: 'ForkliftFlag', FieldName: 'Do you hold a forklift licence?', FieldType: 'radio/check', IsCompulsory: 'No', PortalSection: 'Licences' },
  { FieldID: 'ForkliftLicence', FieldName: 'Licence number', FieldType: 'text', IsCompulsory: 'No', PortalSection: 'Licences' },
];

function Harness({ onFields }: { onFields(fields: DesignerField[]): void }) {
  const [fields, setFields] = useState(FIELDS);
  return (
    <FieldPanel
      kind="application-tab"
      fields={fields}
      index={1}
      catalogue={{}}
      problems={[{ FieldID: 'ForkliftLicence', Message: 'A problem of this field.' }]}
      onChange={(next) => {
        const edited = replaceField(fields, 1, next).fields;
        setFields(edited);
        onFields(edited);
      }}
    />
  );
}

/** The panel on the second field; `latest()` is the field list after the operator's last edit. */
function renderPanel() {
  let fields = FIELDS;
  render(
    <Theme>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Harness onFields={(edited) => (fields = edited)} />
      </SWRConfig>
    </Theme>,
  );
  return { user: userEvent.setup(), latest: () => fields };
}

describe('FieldPanel', () => {
  it('edits the selected field: label, compulsory, the parent that reveals it; shows its problems', async () => {
    const { user, latest } = renderPanel();
    const label = await screen.findByRole('textbox', { name: /^Label/ });
    expect(screen.getByText('A problem of this field.')).toBeTruthy();
    // The engine's types are the choices; a text field has length limits but no date format or choices.
    const type = screen.getByRole('combobox', { name: /^Type/ }) as HTMLSelectElement;
    const typeNames = [...type.options].map((o) => o.textContent);
    expect(typeNames).toEqual(expect.arrayContaining(['Text', 'Date', 'Choice', 'Choice or your own text', 'Yes / No', 'Document', 'Signature', 'Address']));
    expect(typeNames.filter((t) => /radio|combo|custom/.test(t ?? ''))).toEqual([]);
    expect(screen.getByRole('spinbutton', { name: 'Most characters' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Date format' })).toBeNull();

    await user.clear(label);
    await user.type(label, 'Forklift licence number');
    await user.tab();
    await waitFor(() => expect(latest()[1].FieldName).toBe('Forklift licence number'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Compulsory/ }), 'Yes: it must be answered when shown');
    await waitFor(() => expect(latest()[1].IsCompulsory).toBe('Yes'));
    // The parent by its label: never the field itself.
    const parent = screen.getByRole('combobox', { name: 'Shown only when this field…' }) as HTMLSelectElement;
    expect([...parent.options].map((o) => o.textContent)).toEqual(['Always shown', 'Do you hold a forklift licence?']);
    await user.selectOptions(parent, 'Do you hold a forklift licence?');
    await waitFor(() => expect(latest()[1].ParentField).toBe('ForkliftFlag'));
    // The parent's answer appears once there is a parent, from its choices (Yes, the default, is not written).
    const answer = (await screen.findByRole('combobox', { name: /^…has this value/ })) as HTMLSelectElement;
    expect([...answer.options].map((o) => o.textContent)).toEqual(['Choose an answer', 'Yes', 'No']);
    await waitFor(() => expect(answer.selectedOptions[0].textContent).toBe('Yes'));
    expect(latest()[1].ParentValue).toBeUndefined();
    await user.selectOptions(answer, 'No');
    await waitFor(() => expect(latest()[1].ParentValue).toBe('N'));

    // A date field: the format shows, the length limits go (and are dropped from the field).
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Date');
    await waitFor(() => expect(latest()[1].FieldType).toBe('text/date'));
    expect(await screen.findByRole('combobox', { name: 'Date format' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Most characters' })).toBeNull();
    // Only a list fills another field or renames the form's fields.
    expect(screen.queryByRole('combobox', { name: 'A new choice fills this field' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: "Renames the form's fields" })).toBeNull();
    expect(latest()[0]).toEqual(FIELDS[0]);
  });

  it('lets a list fill another field of the form and rename its fields, both dropped when it stops being a list', async () => {
    const { user, latest } = renderPanel();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Type/ }), 'Choice');
    await waitFor(() => expect(latest()[1].FieldType).toBe('combo'));
    const fills = (await screen.findByRole('combobox', { name: 'A new choice fills this field' })) as HTMLSelectElement;
    // Its choices are the form's other fields, by label.
    expect([...fills.options].map((o) => o.textContent)).toEqual(['No field', 'Do you hold a forklift licence?']);
    await user.selectOptions(fills, 'Do you hold a forklift licence?');
    await waitFor(() => expect(latest()[1].FillsField).toBe('ForkliftFlag'));
    await user.selectOptions(screen.getByRole('combobox', { name: "Renames the form's fields" }), 'Yes');
    await waitFor(() => expect(latest()[1].RelabelsFields).toBe('Y'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Text');
    await waitFor(() => expect(latest()[1].FieldType).toBe('text'));
    expect(latest()[1].FillsField).toBeUndefined();
    expect(latest()[1].RelabelsFields).toBeUndefined();
  });

  it('offers a signature, an address or a selfie as types of their own (a custom field with its widget)', async () => {
    const { user, latest } = renderPanel();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Type/ }), 'Signature');
    await waitFor(() => expect(latest()[1]).toMatchObject({ FieldType: 'custom', CustomWidget: 'signature' }));
    expect(screen.queryByRole('combobox', { name: 'Widget' })).toBeNull();
    expect((screen.getByRole('combobox', { name: /^Type/ }) as HTMLSelectElement).selectedOptions[0].textContent).toBe('Signature');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Text');
    await waitFor(() => expect(latest()[1].FieldType).toBe('text'));
    expect(latest()[1].CustomWidget).toBeUndefined();
  });
});
