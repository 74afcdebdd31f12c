import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { QUERY_DATA_ID } from './query-data';

type SerialisedError = { status?: number; body?: ApiError['body'] } | null;

/**
 * Puts the answers a server render drew with into the query cache, so the first render in the
 * browser shows what the server drew. A refused answer (a pay page's 404 or 423) comes back as
 * the ApiError the page tells apart. False when the server drew nothing.
 *
 * What TanStack Query's hydrate() does for settled queries, without its module: that module
 * (dehydrate included) would add a kilobyte to every first load, and the pay page and the menu
 * have less than that to spare.
 */
export function hydrateServerQueries(queryClient: QueryClient): boolean {
  const text = document.getElementById(QUERY_DATA_ID)?.textContent;
  if (!text) return false;
  const { queries } = JSON.parse(text) as DehydratedState;
  const cache = queryClient.getQueryCache();
  for (const { queryKey, queryHash, state } of queries) {
    const error = state.error as SerialisedError;
    cache.build(
      queryClient,
      { queryKey, queryHash },
      {
        ...state,
        // The server's clock is not this one: an answer is never newer than its arrival here.
        dataUpdatedAt: Math.min(state.dataUpdatedAt, Date.now()),
        fetchStatus: 'idle',
        error: error && new ApiError(error.status ?? 0, error.body ?? {}, `HTTP ${error.status ?? 0}`),
      },
    );
  }
  return true;
}
