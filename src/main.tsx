import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { followApiEvents } from './app/api-events';
import {
  adoptDrawnGlobalStyles,
  hasFullTheme,
  loadFullTheme,
  loadFullThemeOnIntent,
  warmTheme,
} from './app/app-theme';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { makePublicSystemInSteps } from './app/warm-theme';
import { hasToken } from './lib/auth-storage';
import { createQueryClient } from './lib/query-client';
import { yieldToMain } from './lib/yield-to-main';
import { hydrateServerQueries } from './ssr/hydrate-queries';

const queryClient = createQueryClient();

/** The router, with what the app does around navigation. */
function startRouter() {
  const router = createAppRouter(queryClient);
  followApiEvents(router, queryClient);
  router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
    if (fromLocation && pathChanged) void loadFullTheme();
  });
  return router;
}

type AppRouter = ReturnType<typeof startRouter>;

const appTree = (router: AppRouter) => (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * A customer page the server drew (src/ssr/render-page.tsx) is taken over, not redrawn: the
 * cache it was drawn from goes back in and the route loads (its language's strings) first,
 * so the first render here is the server's, and the page's largest paint stays the server's.
 */
async function hydrate(root: HTMLElement, router: AppRouter) {
  // The router lays the page out as it does on the server (no Suspense of its own at the top).
  router.ssr = { manifest: undefined };
  const drawn = location.pathname;
  await router.load();
  // The route sent this visit elsewhere (the login page, to someone signed in): drawn afresh.
  if (location.pathname !== drawn) {
    root.replaceChildren();
    createRoot(root).render(appTree(router));
    return;
  }
  hydrateRoot(root, appTree(router));
}

/**
 * Each step of the start is a task of its own (the scripts' evaluation, the router with its
 * route tree, each part of the theme's system, the route's loading, the first render), so none
 * holds the page for the sum of them all.
 */
async function render() {
  const root = document.getElementById('root');
  if (!root) return;
  const drawn = root.hasChildNodes() && hydrateServerQueries(queryClient);
  if (drawn) adoptDrawnGlobalStyles();
  await yieldToMain();
  const router = startRouter();
  await yieldToMain();
  // Signed out, the public system is made a part per task; the dashboard's came with its module.
  if (!hasFullTheme()) await makePublicSystemInSteps();
  warmTheme();
  await yieldToMain();
  if (drawn) {
    await hydrate(root, router);
    return;
  }
  // The route (its strings, its chunks) is loaded first, so the first render is the page itself,
  // and as a transition it is done in slices. Drawn while loading, the page came in a render of
  // the router's own, which React does at once: one task of ~0.9 s on a slow phone.
  await router.load();
  startTransition(() => createRoot(root).render(appTree(router)));
}

// Someone signed in is headed for the dashboard: draw it with its whole theme from the start.
// Signed-out pages load it once the person starts using the page or moves to another one.
// Its persisted shell queries go back in first, so an offline reload draws the frame, not errors.
if (hasToken()) {
  const restored = import('./app/query-persistence')
    .then(({ restoreQueries }) => restoreQueries(queryClient))
    .catch(() => undefined);
  void Promise.all([loadFullTheme(), restored]).then(render);
} else {
  loadFullThemeOnIntent();
  void render();
}
