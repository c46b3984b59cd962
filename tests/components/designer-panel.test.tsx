// The designer's field panel (issue 15): an engine form from schemas/forms/designer-field.json that edits one field of
// the list; the type's choices are the engine's, the parent's the form's fields, and what the type cannot use is hidden.
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
    expect([...type.options].map((o) => o.textContent)).toEqual(expect.arrayContaining(['text', 'text/date', 'combo', 'radio/check', 'custom']));
    expect(screen.getByRole('spinbutton', { name: 'Most characters' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Date format' })).toBeNull();

    await user.clear(label);
    await user.type(label, 'Forklift licence number');
    await user.tab();
    await waitFor(() => expect(latest()[1].FieldName).toBe('Forklift licence number'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Compulsory/ }), 'Yes: it must be answered when shown');
    await waitFor(() => expect(latest()[1].IsCompulsory).toBe('Yes'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shown only when this field…' }), 'ForkliftFlag');
    await waitFor(() => expect(latest()[1].ParentField).toBe('ForkliftFlag'));
    // The parent's value appears once there is a parent.
    expect(await screen.findByRole('textbox', { name: '…has this value' })).toBeTruthy();

    // A date field: the format shows, the length limits go (and are dropped from the field).
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'text/date');
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
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Type/ }), 'combo');
    await waitFor(() => expect(latest()[1].FieldType).toBe('combo'));
    const fills = (await screen.findByRole('combobox', { name: 'A new choice fills this field' })) as HTMLSelectElement;
    // Its choices are the form's fields.
    expect([...fills.options].map((o) => o.textContent)).toEqual(expect.arrayContaining(['ForkliftFlag', 'ForkliftLicence']));
    await user.selectOptions(fills, 'ForkliftFlag');
    await waitFor(() => expect(latest()[1].FillsField).toBe('ForkliftFlag'));
    await user.selectOptions(screen.getByRole('combobox', { name: "Renames the form's fields" }), 'Yes');
    await waitFor(() => expect(latest()[1].RelabelsFields).toBe('Y'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'text');
    await waitFor(() => expect(latest()[1].FieldType).toBe('text'));
    expect(latest()[1].FillsField).toBeUndefined();
    expect(latest()[1].RelabelsFields).toBeUndefined();
  });
});
