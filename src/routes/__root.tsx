import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadFullTheme } from '@/app/app-theme';
import type { RouterContext } from '@/app/router';
import { LockedScreen } from '@/components/locked-screen';
import { NotFoundRoute } from '@/components/not-found-route';
import { OfflineIndicator } from '@/components/offline-indicator';
import { usePageSettled } from '@/hooks/use-page-settled';
import { getLocked, subscribeLocked } from '@/lib/locked-state';
import { appUpdateSource, registerServiceWorker } from '@/lib/sw-registration';
import { subscribeToasts, toastsRequested } from '@/lib/toaster';

// The toast recipe is in the full theme, not in the public pages' first load: the toaster waits
// for it, since an unstyled toast would be unreadable.
const AppToaster = lazy(() =>
  Promise.all([import('@/components/app-toaster'), loadFullTheme()]).then(([m]) => ({
    default: m.AppToaster,
  })),
);
// Fetched only once a new version is waiting: a first visit's requests never wait behind it.
const UpdatePrompt = lazy(() =>
  import('@/components/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundRoute,
});

function RootLayout() {
  const locked = useSyncExternalStore(subscribeLocked, getLocked, getLocked);
  const toasts = useSyncExternalStore(subscribeToasts, toastsRequested, toastsRequested);
  const settled = usePageSettled();
  const updateWaiting = useSyncExternalStore(
    appUpdateSource.subscribe,
    appUpdateSource.isWaiting,
    () => false,
  );
  useEffect(() => {
    if (settled) void registerServiceWorker();
  }, [settled]);
  return (
    <>
      {locked ? (
        <LockedScreen message={locked.message} />
      ) : (
        // A boundary React hydrates in slices, yielding to the browser every few milliseconds
        // instead of adopting a drawn page in one long task (issue 17: Total Blocking Time).
        <Suspense>
          <Outlet />
        </Suspense>
      )}
      {toasts && (
        <Suspense>
          <AppToaster />
        </Suspense>
      )}
      <OfflineIndicator />
      {updateWaiting && (
        <Suspense>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  );
}
