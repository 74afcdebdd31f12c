import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { QUERY_DATA_ID } from './query-data';

type SerialisedError = { status?: number; body?: ApiError['body'] } | null;

/**
 * Puts the answers a server render drew with into the query cache, so the first render in the
 * browser shows what the server drew. A refused answer (a pay page's 404 or 423) comes back as
 * the ApiError the page tells apart. False when the server drew nothing.
 */
export function hydrateServerQueries(queryClient: QueryClient): boolean {
  const text = document.getElementById(QUERY_DATA_ID)?.textContent;
  if (!text) return false;
  const state = JSON.parse(text) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as SerialisedError;
    if (error)
      query.state.error = new ApiError(error.status ?? 0, error.body ?? {}, `HTTP ${error.status ?? 0}`);
  }
  hydrate(queryClient, state);
  return true;
}
