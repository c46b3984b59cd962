// Reads through SWR with the same client as every other call, so reads get caching and revalidation
// while errors keep the catalogue texts and the 401 sign-out.
import { useDeferredValue, useMemo } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ParamsOf, ReplyOf } from '../../schemas/api';
import { api, ApiError, pathOf, type CallInput, type CallKey } from './api';

/** The contract's JSON reads. */
export type ReadKey = Extract<CallKey, `GET ${string}`>;

/** A read's path parameters; `{}` for a path without any (e.g. 'GET /backoffice/options'). */
type ReadParams<K extends ReadKey> = [ParamsOf<K>] extends [never] ? Record<string, never> : ParamsOf<K>;

/**
 * `useApi('GET /orders/:userId', { userId })`; `params` null skips the call (e.g. until the user is known). The cache
 * key is the path itself ('/orders/7'), so a page can revalidate reads by path (see ConsentStep).
 */
export function useApi<K extends ReadKey>(
  key: K,
  params: ReadParams<K> | null,
  config?: SWRConfiguration<ReplyOf<K>, ApiError>,
): SWRResponse<ReplyOf<K>, ApiError> {
  const path = params === null ? null : pathOf(key, params as ParamsOf<K>);
  return drawnInSlices(path, useSWR<ReplyOf<K>, ApiError>(path, () => api.call(key, { params } as CallInput<K>), {
    // A refused or broken call is reported once; retrying a 4xx would only repeat the same answer.
    shouldRetryOnError: (error: Error) =>
      !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
    errorRetryCount: 2,
    revalidateOnFocus: false,
    ...config,
  }));
}

/**
 * A read's answer drawn as a transition. SWR hands answers to React through useSyncExternalStore, whose updates React
 * renders at once, in one task however much they draw (a page's cards, a step's whole form); with the answer deferred
 * the page first renders as it was (cheap) and then draws the answer in slices it can answer input between. Until
 * then the reader sees the previous answer of the same read, or still loading.
 */
function drawnInSlices<T>(read: string | null, response: SWRResponse<T, ApiError>): SWRResponse<T, ApiError> {
  const { data } = response;
  const answer = useMemo(() => (data === undefined ? undefined : { read, data }), [read, data]);
  const drawn = useDeferredValue(answer);
  if (drawn === answer || answer === undefined) return response;
  return {
    // Never another read's answer (the reader's key changed since it was drawn).
    data: drawn?.read === read ? drawn.data : undefined,
    // Getters, as SWR's own: SWR re-renders a reader only for the fields it has read.
    get error() {
      return response.error;
    },
    get isValidating() {
      return response.isValidating;
    },
    get isLoading() {
      return drawn?.read !== read || response.isLoading;
    },
    mutate: response.mutate,
  };
}

/** The contract's reads made with POST (a lookup list by category: get_types). */
export type PostReadKey = Extract<CallKey, 'POST /utilities/get_types'>;

/**
 * `usePostRead('POST /utilities/get_types', { body: { category } })`: a read the contract makes with POST, cached by
 * its key and body like `useApi` (the same retry rule and error texts).
 */
export function usePostRead<K extends PostReadKey>(
  key: K,
  input: CallInput<K> | null,
  config?: SWRConfiguration<ReplyOf<K>, ApiError>,
): SWRResponse<ReplyOf<K>, ApiError> {
  // The cache key: the call and its body, as one string.
  const read = input === null ? null : JSON.stringify([key, input.body]);
  return drawnInSlices(read, useSWR<ReplyOf<K>, ApiError>(read, () => api.call(key, input as CallInput<K>), {
    shouldRetryOnError: (error: Error) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
    errorRetryCount: 2,
    revalidateOnFocus: false,
    ...config,
  }));
}
