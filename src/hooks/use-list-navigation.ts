import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * A list's page, size, search and filters live in the current route's URL search. Lists
 * reached under several routes (a section's, the deleted one) share one search shape, so
 * they navigate relative to "here" rather than naming a typed route.
 */
export function useListNavigation<S extends object>() {
  const router = useRouter();
  const hrefFor = useCallback(
    (search: S) => router.buildLocation({ to: '.', search: search as never }).href,
    [router],
  );
  const go = useCallback(
    (search: S, options: { replace?: boolean } = {}) =>
      void router.navigate({ to: '.', search: search as never, replace: options.replace }),
    [router],
  );
  return { hrefFor, go };
}
