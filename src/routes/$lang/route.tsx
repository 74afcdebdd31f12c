import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotFoundRoute } from '@/components/not-found-route';
import { applyLanguage } from '@/lib/i18n';
import { namespacesForPath } from '@/lib/i18n-namespaces';
import { isLang, retryPathWithLang } from '@/lib/lang-path';

export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, location }) => {
    // SPEC 2: a first segment that is no language is retried under /en.
    if (!isLang(params.lang))
      throw redirect({ href: retryPathWithLang(location.href) ?? '/en/', replace: true });
    await applyLanguage(params.lang, namespacesForPath(location.pathname));
  },
  notFoundComponent: NotFoundRoute,
});
