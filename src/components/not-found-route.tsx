import { useLocation, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { retryPathWithLang } from '@/lib/lang-path';

// Every first load carries the root route; only a wrong address needs the 404 page itself.
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Unknown path: retried once under /en when it has no language (SPEC 2), else the 404 page. */
export function NotFoundRoute() {
  const router = useRouter();
  const href = useLocation({ select: (location) => location.href });
  const retry = retryPathWithLang(href);

  useEffect(() => {
    if (retry) void router.navigate({ href: retry, replace: true });
  }, [router, retry]);

  if (retry) return null;
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
