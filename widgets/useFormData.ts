import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { deepEquals, type RJSFSchema } from '@rjsf/utils';
import { withSectionObjects } from './sectionData';

type Data = Record<string, unknown>;

/**
 * `next` with each root property that is deeply equal to `current`'s replaced by `current`'s: a section the page
 * handed back unchanged keeps its object, so the section's form sees no new data.
 */
export function keepEqualSections(next: Data, current: Data): Data {
  const out: Data = { ...next };
  for (const key of Object.keys(out)) {
    if (out[key] !== current[key] && deepEquals(out[key], current[key])) out[key] = current[key];
  }
  return out;
}

export interface FormDataState {
  data: Data;
  /** What the form holds now, also between a change and its render. */
  latest: React.RefObject<Data>;
  /** Takes the form's own change: held, shown, and reported to the page's `onChange`. */
  change(next: Data): void;
}

/**
 * The data an EngineForm holds. Initial data comes from the page; when the page later passes different data (deeply
 * different from what it passed before and from what the form holds), that replaces the form's. The page echoing back
 * what the form reported, or re-creating the same object on each render, changes nothing. Sections missing from the
 * data get an empty object (withSectionObjects) so their mandatory fields are validated.
 */
export function useFormData(
  schema: RJSFSchema,
  formData: Data | undefined,
  onChange: ((data: Data) => void) | undefined,
  optionalObjects = false,
): FormDataState {
  const [data, setData] = useState<Data>(() => withSectionObjects(schema, formData, optionalObjects));
  const latest = useRef(data);
  const current = useRef({ schema, onChange, optionalObjects });
  useLayoutEffect(() => {
    current.current = { schema, onChange, optionalObjects };
  });

  const previousFormData = useRef(formData);
  useEffect(() => {
    const changedByPage = !deepEquals(formData, previousFormData.current);
    previousFormData.current = formData;
    if (changedByPage && formData !== undefined && !deepEquals(formData, latest.current)) {
      const next = keepEqualSections(withSectionObjects(current.current.schema, formData, current.current.optionalObjects), latest.current);
      latest.current = next;
      setData(next);
    }
  }, [formData]);

  const [change] = useState(() => (next: Data) => {
    latest.current = next;
    setData(next);
    current.current.onChange?.(next);
  });
  return { data, latest, change };
}
