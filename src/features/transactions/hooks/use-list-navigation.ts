import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ListSearch } from '../lib/list-search';

/**
 * The list's page, size, search and filters live in the current route's URL search; the
 * three list routes share one search shape, so the feature navigates relative to "here".
 */
export function useListNavigation() {
  const router = useRouter();
  const hrefFor = useCallback(
    (search: ListSearch) => router.buildLocation({ to: '.', search: search as never }).href,
    [router],
  );
  const go = useCallback(
    (search: ListSearch, options: { replace?: boolean } = {}) =>
      void router.navigate({ to: '.', search: search as never, replace: options.replace }),
    [router],
  );
  return { hrefFor, go };
}
