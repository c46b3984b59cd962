// A local form (schemas/forms/<name>.json) loaded once per page visit; its chunk arrives when first asked for.
import useSWR from 'swr';
import { loadLocalForm, type LocalForm } from '../../../widgets';

export function useLocalForm(name: string): { form: LocalForm | undefined; error: Error | undefined } {
  const { data, error } = useSWR<LocalForm, Error>(['local-form', name], () => loadLocalForm(name), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return { form: data, error };
}
