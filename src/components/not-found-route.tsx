import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { retryPathWithLang } from '@/lib/lang-path';
import { NotFoundPage } from './not-found-page';

/** Unknown path: retried once under /en when it has no language (SPEC 2), else the 404 page. */
export function NotFoundRoute() {
  const router = useRouter();
  const href = useLocation({ select: (location) => location.href });
  const retry = retryPathWithLang(href);

  useEffect(() => {
    if (retry) void router.navigate({ href: retry, replace: true });
  }, [router, retry]);

  return retry ? null : <NotFoundPage />;
}
