// Reads through SWR with the same client as every other call, so reads get caching and revalidation
// while errors keep the catalogue texts and the 401 sign-out.
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { api, ApiError } from './api';

function fetchJson<T>(path: string): Promise<T> {
  return api.get<T>(path);
}

/** `path` null skips the call (e.g. until the user is known). */
export function useApi<T>(path: string | null, config?: SWRConfiguration<T, ApiError>): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(path, fetchJson<T>, {
    // A refused or broken call is reported once; retrying a 4xx would only repeat the same answer.
    shouldRetryOnError: (error: Error) =>
      !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
    errorRetryCount: 2,
    revalidateOnFocus: false,
    ...config,
  });
}
