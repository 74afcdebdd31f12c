import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '@/app/router';
import { CORE_NAMESPACES, namespacesForPath } from '@/lib/i18n-namespaces';
import { createQueryClient } from '@/lib/query-client';

/** What the app loads before it draws a path: its routes' ids, root first, and its strings. */
export interface PageParts {
  routes: string[];
  /** The namespaces it loads first, or 'all' (a dashboard page loads every one). */
  strings: string[] | 'all';
}

let router: ReturnType<typeof createAppRouter> | undefined;

/** Matched without loading anything: no route's loader or guard runs. */
export function pageParts(pathname: string): PageParts {
  router ??= createAppRouter(createQueryClient(), createMemoryHistory());
  const routes = router.matchRoutes(pathname, {}).map((match) => match.routeId as string);
  const namespaces = namespacesForPath(pathname);
  return { routes, strings: namespaces === 'all' ? 'all' : [...CORE_NAMESPACES, ...namespaces] };
}
