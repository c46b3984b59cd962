// The same generated fields in the libraries a team would pick instead of the engine (issue 33), each used as its
// documentation shows, with its own default look: plain rjsf (@rjsf/core's default theme, the ajv validator compiled in
// the page), JSON Forms with its vanilla renderers, SurveyJS (survey-react-ui) and react-hook-form. Each draws the
// sections, the Y/N branch whose five fields show only while it is 'Y', the compulsory fields and the six-choice lists.
// Bench-only: these are devDependencies, and nothing in src/ or widgets/ imports this file (the app's bundle never
// holds them). A peer's fields are found by the selectors at the end (`peerSelectors`), since each names its inputs
// its own way.
import { memo, useMemo, useState } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { DynamicField } from '../../src/engine/types';
import { SECTION_SIZE } from './definitions';

export type PeerVariant = 'rjsf' | 'jsonforms' | 'surveyjs' | 'rhf';
export const PEERS: PeerVariant[] = ['rjsf', 'jsonforms', 'surveyjs', 'rhf'];

const sectionKey = (index: number) => `s${Math.floor(index / SECTION_SIZE)}`;
const YES_NO = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

interface SectionDefs {
  key: string;
  title: string;
  branch: DynamicField;
  children: DynamicField[];
  rest: DynamicField[];
}

function sectionsOf(defs: DynamicField[]): SectionDefs[] {
  const sections: SectionDefs[] = [];
  defs.forEach((def, index) => {
    if (index % SECTION_SIZE === 0) {
      sections.push({ key: sectionKey(index), title: def.PortalSection ?? '', branch: def, children: [], rest: [] });
      return;
    }
    const section = sections.at(-1)!;
    (def.ParentField ? section.children : section.rest).push(def);
  });
  return sections;
}

/** A field's JSON Schema (rjsf, JSON Forms). */
function fieldSchema(def: DynamicField): RJSFSchema {
  if (def.FieldType === 'radio/check') return { type: 'string', title: def.FieldName, enum: ['Y', 'N'] };
  if (def.FieldType === 'combo') {
    return {
      type: 'string',
      title: def.FieldName,
      oneOf: (def.ComboElements ?? []).map((c) => ({ const: c.MappingValue ?? c.LookUpValue, title: c.LookUpValue })),
    };
  }
  if (def.FieldType === 'text/date') return { type: 'string', title: def.FieldName, pattern: '^\\d{2}/\\d{2}/\\d{4}$' };
  return { type: 'string', title: def.FieldName, ...(def.IsCompulsory === 'Yes' ? { minLength: 1 } : {}) };
}

const required = (defs: DynamicField[]) => defs.filter((d) => d.IsCompulsory === 'Yes').map((d) => d.FieldID);

// ---- plain rjsf: its default theme, its ajv validator, the branch as `dependencies` (rjsf's documented way) ----

function rjsfConfig(defs: DynamicField[]): { schema: RJSFSchema; uiSchema: UiSchema } {
  const schema: RJSFSchema = { type: 'object', properties: {} };
  const uiSchema: UiSchema = {};
  for (const section of sectionsOf(defs)) {
    const order = [section.branch, ...section.rest];
    schema.properties![section.key] = {
      type: 'object',
      title: section.title,
      required: required(section.rest),
      properties: Object.fromEntries(order.map((d) => [d.FieldID, fieldSchema(d)])),
      dependencies: {
        [section.branch.FieldID]: {
          oneOf: [
            {
              properties: {
                [section.branch.FieldID]: { enum: ['Y'] },
                ...Object.fromEntries(section.children.map((d) => [d.FieldID, fieldSchema(d)])),
              },
              required: required(section.children),
            },
            { properties: { [section.branch.FieldID]: { enum: ['N'] } } },
          ],
        },
      },
    };
    uiSchema[section.key] = {
      [section.branch.FieldID]: { 'ui:widget': 'radio', 'ui:enumNames': ['Yes', 'No'], 'ui:options': { inline: true } },
      // The branch's fields right after its question, as the other forms draw them.
      'ui:order': [section.branch.FieldID, ...section.children.map((d) => d.FieldID), '*'],
      ...Object.fromEntries(
        section.rest.filter((d) => d.FieldType === 'text/date').map((d) => [d.FieldID, { 'ui:placeholder': 'DD/MM/YYYY' }]),
      ),
    };
  }
  return { schema, uiSchema };
}

export async function loadPeer(variant: PeerVariant, defs: DynamicField[], idPrefix: string): Promise<() => React.ReactElement> {
  if (variant === 'rjsf') {
    const [{ default: Form }, { default: validator }] = await Promise.all([import('@rjsf/core'), import('@rjsf/validator-ajv8')]);
    const { schema, uiSchema } = rjsfConfig(defs);
    return function PlainRjsf() {
      const [formData, setFormData] = useState({});
      return (
        <Form
          schema={schema}
          uiSchema={uiSchema}
          validator={validator}
          idPrefix={idPrefix}
          formData={formData}
          onChange={(event) => setFormData(event.formData)}
          noHtml5Validate
        />
      );
    };
  }
  if (variant === 'jsonforms') {
    const [{ JsonForms }, { vanillaCells, vanillaRenderers }] = await Promise.all([
      import('@jsonforms/react'),
      import('@jsonforms/vanilla-renderers'),
    ]);
    const { schema } = rjsfConfig(defs);
    // JSON Forms shows and hides by uischema rules rather than schema dependencies.
    const sections = sectionsOf(defs);
    for (const section of sections) {
      const object = schema.properties![section.key] as RJSFSchema;
      delete object.dependencies;
      for (const d of section.children) object.properties![d.FieldID] = fieldSchema(d);
    }
    const scope = (section: string, field: string) => `#/properties/${section}/properties/${field}`;
    const uischema = {
      type: 'VerticalLayout',
      elements: sections.map((section) => ({
        type: 'Group',
        label: section.title,
        elements: [
          { type: 'Control', scope: scope(section.key, section.branch.FieldID), options: { format: 'radio' } },
          ...section.children.map((d) => ({
            type: 'Control',
            scope: scope(section.key, d.FieldID),
            rule: { effect: 'SHOW', condition: { scope: scope(section.key, section.branch.FieldID), schema: { const: 'Y' } } },
          })),
          ...section.rest.map((d) => ({ type: 'Control', scope: scope(section.key, d.FieldID) })),
        ],
      })),
    };
    return function JsonFormsPeer() {
      const [data, setData] = useState({});
      return (
        <JsonForms
          schema={schema as object}
          uischema={uischema as never}
          data={data}
          renderers={vanillaRenderers}
          cells={vanillaCells}
          onChange={({ data: next }) => setData(next)}
        />
      );
    };
  }
  if (variant === 'surveyjs') {
    const [{ Model }, { Survey }] = await Promise.all([import('survey-core'), import('survey-react-ui'), import('survey-core/survey-core.css')]);
    const json = {
      showQuestionNumbers: 'off',
      checkErrorsMode: 'onValueChanged',
      pages: [
        {
          name: 'bench',
          elements: sectionsOf(defs).map((section) => ({
            type: 'panel',
            name: section.key,
            title: section.title,
            elements: [section.branch, ...section.children, ...section.rest].map((d) => {
              const base = {
                name: d.FieldID,
                title: d.FieldName,
                isRequired: d.IsCompulsory === 'Yes',
                ...(d.ParentField ? { visibleIf: `{${d.ParentField}} = 'Y'` } : {}),
              };
              if (d.FieldType === 'radio/check') return { ...base, type: 'radiogroup', choices: YES_NO.map((c) => ({ value: c.value, text: c.label })), colCount: 2 };
              if (d.FieldType === 'combo') {
                return { ...base, type: 'dropdown', choices: (d.ComboElements ?? []).map((c) => ({ value: c.MappingValue ?? c.LookUpValue, text: c.LookUpValue })) };
              }
              if (d.FieldType === 'text/date') return { ...base, type: 'text', placeholder: 'DD/MM/YYYY' };
              return { ...base, type: 'text' };
            }),
          })),
        },
      ],
    };
    return function SurveyPeer() {
      const model = useMemo(() => new Model(json), []);
      return <Survey model={model} />;
    };
  }
  const { useForm, useWatch, useFormState } = await import('react-hook-form');
  type Control = ReturnType<typeof useForm>['control'];
  type Register = ReturnType<typeof useForm>['register'];
  const sections = sectionsOf(defs);
  const fieldId = (section: SectionDefs, def: DynamicField) => `${idPrefix}_${section.key}_${def.FieldID}`;

  const Problem = memo(function Problem({ control, name }: { control: Control; name: string }) {
    const { errors } = useFormState({ control, name });
    const error = (errors as Record<string, { message?: string } | undefined>)[name];
    return error ? <p role="alert">{error.message}</p> : null;
  });
  // Plain inputs with their labels, uncontrolled as react-hook-form recommends; a compulsory field checked when left.
  const Field = memo(function Field({ section, def, register, control }: { section: SectionDefs; def: DynamicField; register: Register; control: Control }) {
    const id = fieldId(section, def);
    const rules = def.IsCompulsory === 'Yes' ? { required: 'This field is mandatory.' } : {};
    let input;
    if (def.FieldType === 'radio/check') {
      input = (
        <div role="radiogroup" aria-labelledby={`${id}__label`}>
          {YES_NO.map((choice, index) => (
            <label key={choice.value}>
              <input type="radio" id={`${id}-${index}`} value={choice.value} {...register(def.FieldID, rules)} />
              {choice.label}
            </label>
          ))}
        </div>
      );
    } else if (def.FieldType === 'combo') {
      input = (
        <select id={id} {...register(def.FieldID, rules)}>
          <option value="" />
          {(def.ComboElements ?? []).map((c) => (
            <option key={c.LookUpValue} value={c.MappingValue ?? c.LookUpValue}>
              {c.LookUpValue}
            </option>
          ))}
        </select>
      );
    } else {
      input = <input id={id} placeholder={def.FieldType === 'text/date' ? 'DD/MM/YYYY' : undefined} {...register(def.FieldID, rules)} />;
    }
    return (
      <div>
        <label htmlFor={id} id={`${id}__label`}>
          {def.FieldName}
          {def.IsCompulsory === 'Yes' ? ' *' : null}
        </label>
        {input}
        <Problem control={control} name={def.FieldID} />
      </div>
    );
  });
  const Branch = memo(function Branch({ section, register, control }: { section: SectionDefs; register: Register; control: Control }) {
    const open = useWatch({ control, name: section.branch.FieldID }) === 'Y';
    return open ? section.children.map((d) => <Field key={d.FieldID} section={section} def={d} register={register} control={control} />) : null;
  });
  return function HookFormPeer() {
    const { register, control } = useForm({ mode: 'onBlur', shouldUnregister: true });
    return (
      <form noValidate>
        {sections.map((section) => (
          <fieldset key={section.key}>
            <legend>{section.title}</legend>
            <Field section={section} def={section.branch} register={register} control={control} />
            <Branch section={section} register={register} control={control} />
            {section.rest.map((d) => (
              <Field key={d.FieldID} section={section} def={d} register={register} control={control} />
            ))}
          </fieldset>
        ))}
      </form>
    );
  };
}

/** CSS selectors of field `index` (its input) and of its 'Yes' (a branch), as each peer names them. */
export function peerSelectors(variant: PeerVariant, defs: DynamicField[], idPrefix: string) {
  const path = (index: number) => [sectionKey(index), defs[index].FieldID] as const;
  if (variant === 'jsonforms') {
    // JSON Forms' vanilla controls: the input's id is the control's id ('#/properties/s0/properties/F0') + '-input';
    // a radio group's options carry the control's id as their name.
    const control = (index: number) => `#/properties/${path(index)[0]}/properties/${path(index)[1]}`;
    return {
      field: (index: number) => `[id="${control(index)}-input"]`,
      yes: (index: number) => `input[type="radio"][name="${control(index)}"][value="Y"]`,
    };
  }
  if (variant === 'surveyjs') {
    return {
      field: (index: number) => `[data-name="${defs[index].FieldID}"] input, [data-name="${defs[index].FieldID}"] [role="combobox"]`,
      // Its radio input is drawn hidden under a decorator: the option's label takes the click.
      yes: (index: number) => `[data-name="${defs[index].FieldID}"] label:has(input[value="Y"])`,
    };
  }
  // rjsf's ids and react-hook-form's (written here the same way): '<prefix>_<section>_<field>', options '-<n>'.
  return {
    field: (index: number) => `#${idPrefix}_${path(index).join('_')}`,
    yes: (index: number) => `#${idPrefix}_${path(index).join('_')}-0`,
  };
}
