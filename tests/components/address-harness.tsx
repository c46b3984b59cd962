// A small Address Details step for the address-*.test.tsx component tests: one address block list driven by the engine
// exactly as the application page drives it (buildDynamicForm, normalise on every change, uiSchemaFor the data).
import { useMemo, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { vi } from 'vitest';
import { buildDynamicForm, type ComboElement, type DynamicField, type FormData } from '../../src/engine';
import { EngineForm, type EngineFormContext } from '../../widgets';

export const COUNTRIES: ComboElement[] = [
  { LookUpValue: 'Australia', MappingValue: 'AU' },
  { LookUpValue: 'New Zealand', MappingValue: 'NZ' },
];

export const AU_STATES: ComboElement[] = [
  { LookUpValue: 'New South Wales', MappingValue: 'NSW' },
  { LookUpValue: 'Victoria', MappingValue: 'VIC' },
  { LookUpValue: 'Queensland', MappingValue: 'QLD' },
  { LookUpValue: 'Western Australia', MappingValue: 'WA' },
  { LookUpValue: 'South Australia', MappingValue: 'SA' },
  { LookUpValue: 'Tasmania', MappingValue: 'TAS' },
  { LookUpValue: 'Australian Capital Territory', MappingValue: 'ACT' },
  { LookUpValue: 'Northern Territory', MappingValue: 'NT' },
];

export const ADDRESS_TYPES: ComboElement[] = [
  { LookUpValue: 'Primary Address' },
  { LookUpValue: 'Previous Address' },
  { LookUpValue: 'Postal Address' },
];

function def(partial: Partial<DynamicField> & Pick<DynamicField, 'FieldID' | 'FieldName' | 'FieldType'>): DynamicField {
  return {
    IsCompulsory: 'Yes',
    TableValue: null,
    TableLocation: 'ops.ApplicantAddress',
    PortalSection: 'Residential History',
    ...partial,
  };
}

/**
 * The address block as the server sends it before the applicant has any address: template definitions without a
 * TableID. Compulsory, so the form starts with one block. StreetAddress carries the address search widget.
 */
export function addressTemplate(): DynamicField[] {
  return [
    def({ FieldID: 'AddressType', FieldName: 'Address type', FieldType: 'combo', ComboElements: ADDRESS_TYPES }),
    def({ FieldID: 'StreetAddress', FieldName: 'Street address', FieldType: 'custom', CustomWidget: 'address' }),
    def({ FieldID: 'AddressSuburb', FieldName: 'Suburb', FieldType: 'text' }),
    def({ FieldID: 'AddressState', FieldName: 'State', FieldType: 'combo', ComboElements: AU_STATES }),
    def({ FieldID: 'AddressPostcode', FieldName: 'Postcode', FieldType: 'text' }),
    def({ FieldID: 'AddressCountry', FieldName: 'Country', FieldType: 'combo', ComboElements: COUNTRIES }),
  ];
}

/** Where the first block's values sit in the form data. */
export const FIRST_BLOCK = ['s0', 'ops_ApplicantAddress', 0] as const;

export function firstBlock(data: FormData): Record<string, unknown> {
  const items = (data.s0 as Record<string, unknown> | undefined)?.ops_ApplicantAddress;
  return Array.isArray(items) ? (items[0] as Record<string, unknown>) : {};
}

interface PageProps {
  defs: DynamicField[];
  formContext?: EngineFormContext;
  onData(data: FormData): void;
}

function AddressStep({ defs, formContext, onData }: PageProps) {
  const form = useMemo(() => buildDynamicForm(defs), [defs]);
  const [data, setData] = useState<FormData>(form.formData);
  const validate = useMemo(() => form.customValidate(), [form]);
  return (
    <Theme>
      <EngineForm
        id="address"
        schema={form.schema}
        uiSchema={form.uiSchemaFor(data)}
        formData={data}
        formContext={formContext}
        customValidate={validate}
        transformErrors={form.transformErrors}
        onChange={(next) =>
          setData((previous) => {
            const normalised = form.normalise(next, previous);
            onData(normalised);
            return normalised;
          })
        }
      >
        <button type="submit">NEXT</button>
      </EngineForm>
    </Theme>
  );
}

export function renderAddressStep(options: { defs?: DynamicField[]; formContext?: EngineFormContext } = {}) {
  const defs = options.defs ?? addressTemplate();
  const form = buildDynamicForm(defs);
  let latest: FormData = form.formData;
  const onData = vi.fn((data: FormData) => {
    latest = data;
  });
  const user = userEvent.setup();
  const result = render(<AddressStep defs={defs} formContext={options.formContext} onData={onData} />);
  return {
    ...result,
    user,
    /** The page's form data after the last change. */
    data: () => latest,
    /** What the page would send to set_data_by_tab for the first block, by FieldID. */
    stored: () =>
      Object.fromEntries(
        form
          .toTableContent(latest)
          .filter((d) => d.TableLocation === 'ops.ApplicantAddress' && typeof d.TableID === 'number')
          .map((d) => [d.FieldID, d.TableValue]),
      ),
    search: () => screen.getByRole('combobox', { name: 'Street address' }) as HTMLInputElement,
    field: (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement,
    select: (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement,
    /** The label of the option a select shows. */
    shown: (name: string) => (screen.getByRole('combobox', { name }) as HTMLSelectElement).selectedOptions[0]?.textContent ?? '',
  };
}
