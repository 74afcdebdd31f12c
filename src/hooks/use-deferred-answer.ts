import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * A query's result with its answer drawn in the background. React renders a query's own update
 * at once, in one task (its store is read with useSyncExternalStore), so an answer that turns a
 * skeleton into a page of cards or a navigation held the main thread for up to a second on a
 * slow phone. Here the answer first renders as still pending (the skeleton again, cheap), then
 * in a deferred render React cuts into slices and yields between.
 */
export function useDeferredAnswer<T>(result: UseQueryResult<T>): UseQueryResult<T> {
  const data = useDeferredValue(result.data);
  if (data === result.data) return result;
  if (data !== undefined) return { ...result, data } as UseQueryResult<T>;
  return {
    ...result,
    data: undefined,
    error: null,
    isError: false,
    isPending: true,
    isSuccess: false,
    status: 'pending',
  } as UseQueryResult<T>;
}
