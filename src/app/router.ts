import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LoadingState } from '@/components/page-states';
import { RouteError } from '@/components/route-error';
import { routeTree } from '@/routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

/** The browser's history by default; a server render passes a memory history at the page's URL. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should not keep its own copy.
    defaultPreloadStaleTime: 0,
    // Restored in the browser only: on the server the router would inline a script our CSP
    // (script-src 'self') refuses, and a page drawn by the server is a fresh visit anyway.
    scrollRestoration: () => typeof document !== 'undefined',
    defaultPendingComponent: LoadingState,
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The dashboard draws no top bar or drawer around this page. */
    hideNavbar?: boolean;
  }
}
