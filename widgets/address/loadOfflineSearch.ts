import type { LocalitySearch } from './localitySearch';

let loading: Promise<LocalitySearch> | null = null;

/**
 * The offline search over the built-in locality list, loaded on first use as its own chunk (so no page pays for the
 * list until an address box appears) and shared by every address box. A failed load (a dropped connection) is
 * forgotten, so the next address box tries again.
 */
export function loadOfflineSearch(): Promise<LocalitySearch> {
  loading ??= import('./offline').then(
    (module) => module.searchLocalities,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
