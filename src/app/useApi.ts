// Reads through SWR with the same client as every other call, so reads get caching and revalidation
// while errors keep the catalogue texts and the 401 sign-out.
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
  return useSWR<ReplyOf<K>, ApiError>(path, () => api.call(key, { params } as CallInput<K>), {
    // A refused or broken call is reported once; retrying a 4xx would only repeat the same answer.
    shouldRetryOnError: (error: Error) =>
      !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
    errorRetryCount: 2,
    revalidateOnFocus: false,
    ...config,
  });
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
  return useSWR<ReplyOf<K>, ApiError>(input === null ? null : [key, JSON.stringify(input.body)], () => api.call(key, input as CallInput<K>), {
    shouldRetryOnError: (error: Error) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
    errorRetryCount: 2,
    revalidateOnFocus: false,
    ...config,
  });
}
