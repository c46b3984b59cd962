// The fields a server's refusal names (a Verdict's Fields: each problem by FieldID, FieldID#TableID or a block list's
// TableLocation), marked on the engine's form until each is changed: the application's steps and the edit screen.
import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { deepEquals } from '@rjsf/utils';
import type { DynamicForm, FormData, Violation } from '../engine';
import type { EngineFormHandle } from '../../widgets';

/** The value at a form-data path ([section, field] or [section, block, index, field]), or undefined. */
function valueAt(data: FormData, path: readonly (string | number)[]): unknown {
  let at: unknown = data;
  for (const step of path) at = at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[step] : undefined;
  return at;
}

export interface RefusedFields {
  /** The refusal's problems still standing in `data`: those whose field holds the value that was refused. */
  standing(data: FormData): Violation[];
  /** Marks the fields a refusal names (nothing when it names none), as they hold `data`. */
  mark(form: DynamicForm, data: FormData, fields: Readonly<Record<string, string>> | undefined): void;
}

export function useRefusedFields(formRef: RefObject<EngineFormHandle | null>): RefusedFields {
  const [refused, setRefused] = useState<{ violation: Violation; value: unknown }[]>([]);
  // The marks show as soon as the form's validator holds them.
  useEffect(() => {
    if (refused.length > 0) formRef.current?.validate();
  }, [formRef, refused]);
  const standing = useCallback(
    (data: FormData) => refused.filter((r) => deepEquals(valueAt(data, r.violation.path), r.value)).map((r) => r.violation),
    [refused],
  );
  const mark = useCallback((form: DynamicForm, data: FormData, fields: Readonly<Record<string, string>> | undefined) => {
    const placed = fields ? form.place(data, fields) : [];
    setRefused(placed.map((violation) => ({ violation, value: valueAt(data, violation.path) })));
  }, []);
  // One object while the marks stand: the step's validator is built from it, and a new one would hand every section
  // of the form a new customValidate, making each of them render again on every change.
  return useMemo(() => ({ standing, mark }), [standing, mark]);
}
