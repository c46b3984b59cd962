// A local form (schemas/forms/<name>.json) loaded once per page visit (its chunk arrives when first asked for), with
// the checks of its rules for EngineForm: the one way pages (ordering, back office) draw and check a local form.
// Imported by its own path, not through widgets/index.ts: pages that never load a local form (the application's
// steps) then do not carry it.
import { useMemo } from 'react';
import useSWR from 'swr';
import { loadLocalForm, localFormChecks, type LocalForm, type LocalFormChecks, type LocalFormRules } from './loadLocalForm';

export type CheckedLocalForm = LocalForm & LocalFormChecks;

/** `rules` should keep its identity between renders (a module constant or a memo): the checks are rebuilt with it. */
export function useLocalForm(
  name: string,
  rules: LocalFormRules = {},
): { form: CheckedLocalForm | undefined; error: Error | undefined } {
  const { data, error } = useSWR<LocalForm, Error>(['local-form', name], () => loadLocalForm(name), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  const form = useMemo(() => data && { ...data, ...localFormChecks(rules) }, [data, rules]);
  return { form, error };
}
