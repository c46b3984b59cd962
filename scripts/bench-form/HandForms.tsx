// The same fields written by hand, the references of the engine's budgets (DESIGN.md "Budgets"): a memoised form
// (React.memo per field, stable callbacks: the limit of a React form) and a naive controlled form (one state, every
// field re-renders on every change). Both use the Radix components the engine's widgets use, check a compulsory field
// when it is left, and leave a hidden branch out of the DOM.
import { memo, useCallback, useState, type ChangeEvent } from 'react';
import { Card, Flex, Heading, Radio, Text, TextField } from '@radix-ui/themes';
import type { DynamicField } from '../../src/engine/types';

export interface HandFormProps {
  defs: DynamicField[];
  /** Prefix of the field ids, as the engine's (`<prefix>_s<section>_<FieldID>`). */
  idPrefix: string;
}

type Values = Record<string, string>;
type Change = (fieldId: string, value: string) => void;

interface Section {
  key: string;
  title: string;
  fields: DynamicField[];
}

function sectionsOf(defs: DynamicField[]): Section[] {
  const byTitle = new Map<string, Section>();
  for (const def of defs) {
    const title = def.PortalSection ?? '';
    let section = byTitle.get(title);
    if (!section) {
      section = { key: `s${byTitle.size}`, title, fields: [] };
      byTitle.set(title, section);
    }
    section.fields.push(def);
  }
  return [...byTitle.values()];
}

interface FieldProps {
  def: DynamicField;
  id: string;
  value: string;
  error: string | undefined;
  onChange: Change;
  onLeave: Change;
}

function FieldView({ def, id, value, error, onChange, onLeave }: FieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(def.FieldID, event.target.value);
  const leave = (event: { target: { value: string } }) => onLeave(def.FieldID, event.target.value);
  let input;
  if (def.FieldType === 'radio/check') {
    input = (
      <Flex role="radiogroup" aria-labelledby={`${id}__label`} gap="5">
        {['Y', 'N'].map((choice, index) => (
          <Text as="label" key={choice} size="3">
            <Radio id={`${id}-${index}`} name={id} value={choice} size="3" checked={value === choice} onChange={change} />
            {choice === 'Y' ? 'Yes' : 'No'}
          </Text>
        ))}
      </Flex>
    );
  } else if (def.FieldType === 'combo') {
    input = (
      <select id={id} className="engine-select" value={value} onChange={change} onBlur={leave}>
        <option value="" />
        {(def.ComboElements ?? []).map((c) => (
          <option key={c.LookUpValue} value={c.MappingValue ?? c.LookUpValue}>
            {c.LookUpValue}
          </option>
        ))}
      </select>
    );
  } else {
    input = (
      <TextField.Root
        id={id}
        size="3"
        value={value}
        placeholder={def.FieldType === 'text/date' ? 'DD/MM/YYYY' : undefined}
        onChange={change}
        onBlur={leave}
      />
    );
  }
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} id={`${id}__label`} size="2" weight="medium">
        {def.FieldName}
        {def.IsCompulsory === 'Yes' ? ' *' : null}
      </Text>
      {input}
      {error ? (
        <Text size="2" color="red">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

const MemoField = memo(FieldView);

/** Shown fields: a ParentField's children only while it is 'Y'. */
function shown(section: Section, values: Values): DynamicField[] {
  return section.fields.filter((def) => !def.ParentField || values[def.ParentField] === 'Y');
}

function errorFor(def: DynamicField, value: string): string | undefined {
  return def.IsCompulsory === 'Yes' && value.trim() === '' ? 'This field is mandatory.' : undefined;
}

function useHandForm(defs: DynamicField[]) {
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [sections] = useState(() => sectionsOf(defs));
  const [byId] = useState(() => new Map(defs.map((d) => [d.FieldID, d])));
  const onChange = useCallback<Change>((fieldId, value) => setValues((v) => ({ ...v, [fieldId]: value })), []);
  const onLeave = useCallback<Change>(
    (fieldId, value) =>
      setErrors((e) => {
        const error = errorFor(byId.get(fieldId)!, value);
        return e[fieldId] === error ? e : { ...e, [fieldId]: error };
      }),
    [byId],
  );
  return { values, errors, sections, onChange, onLeave };
}

function SectionCard({ section, children }: { section: Section; children: React.ReactNode }) {
  return (
    <Card asChild size="2">
      <section aria-labelledby={`${section.key}__title`}>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id={`${section.key}__title`}>
            {section.title}
          </Heading>
          {children}
        </Flex>
      </section>
    </Card>
  );
}

export function MemoForm({ defs, idPrefix }: HandFormProps) {
  const { values, errors, sections, onChange, onLeave } = useHandForm(defs);
  return (
    <Flex direction="column" gap="5">
      {sections.map((section) => (
        <SectionCard key={section.key} section={section}>
          {shown(section, values).map((def) => (
            <MemoField
              key={def.FieldID}
              def={def}
              id={`${idPrefix}_${section.key}_${def.FieldID}`}
              value={values[def.FieldID] ?? ''}
              error={errors[def.FieldID]}
              onChange={onChange}
              onLeave={onLeave}
            />
          ))}
        </SectionCard>
      ))}
    </Flex>
  );
}

export function NaiveForm({ defs, idPrefix }: HandFormProps) {
  const { values, errors, sections } = useHandForm(defs);
  const [, rerender] = useState(0);
  // One state and fresh callbacks on every render: every field re-renders on every change.
  const onChange: Change = (fieldId, value) => {
    values[fieldId] = value;
    rerender((n) => n + 1);
  };
  const onLeave: Change = (fieldId, value) => {
    errors[fieldId] = errorFor(defs.find((d) => d.FieldID === fieldId)!, value);
    rerender((n) => n + 1);
  };
  return (
    <Flex direction="column" gap="5">
      {sections.map((section) => (
        <SectionCard key={section.key} section={section}>
          {shown(section, values).map((def) => (
            <FieldView
              key={def.FieldID}
              def={def}
              id={`${idPrefix}_${section.key}_${def.FieldID}`}
              value={values[def.FieldID] ?? ''}
              error={errors[def.FieldID]}
              onChange={onChange}
              onLeave={onLeave}
            />
          ))}
        </SectionCard>
      ))}
    </Flex>
  );
}
