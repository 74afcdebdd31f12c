import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotFoundRoute } from '@/components/not-found-route';
import { applyLanguage } from '@/lib/i18n';
import { namespacesForPath } from '@/lib/i18n-namespaces';
import { isLang, retryPathWithLang } from '@/lib/lang-path';

const pageStrings = (lang: string, pathname: string) =>
  isLang(lang) ? applyLanguage(lang, namespacesForPath(pathname)) : Promise.resolve();

export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, location, cause }) => {
    // SPEC 2: a first segment that is no language is retried under /en.
    if (!isLang(params.lang))
      throw redirect({ href: retryPathWithLang(location.href) ?? '/en/', replace: true });
    // Between two pages of one language the router reruns this route's loader in the
    // background, so the next page's strings are awaited here, before it is drawn.
    if (cause === 'stay') await pageStrings(params.lang, location.pathname);
  },
  // Entering (a first visit, another language), the loader is awaited before anything is
  // drawn, and the pages' own loaders (their API requests) run beside it instead of after every
  // file of strings has arrived: a dashboard page's first requests waited 2.7 s for them on
  // Lighthouse's slow 4G.
  loader: ({ params, location }) => pageStrings(params.lang, location.pathname),
  notFoundComponent: NotFoundRoute,
});
