import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  dashboardStringsKey,
  ROUTE_CHUNKS_FILE,
  SIGNED_IN_START_KEYS,
  stringsKey,
} from '../../scripts/route-chunks.ts';
import { pageParts } from '../../src/ssr/page-parts.ts';
import type { Lang } from './i18n.ts';
import { isPageLang, modulePreloads, readPageTemplate, withLang } from './page-document.ts';

/**
 * The built app's page for a path the server does not draw (the dashboard, the password pages),
 * with its language and direction on <html> and every chunk its routes and strings need named in
 * <head>. The app found them one import at a time: on Lighthouse's slow 4G the dashboard home's
 * scripts came in six waves and it asked the API for nothing before 9.3 s.
 * Null for a path outside the two languages (the app's own fallback answers).
 */
export function appShell(staticDir: string): (pathname: string) => string | null {
  const template = readPageTemplate(staticDir);
  const file = join(staticDir, ROUTE_CHUNKS_FILE);
  const chunks: Record<string, string[]> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const allStrings = (lang: Lang) =>
    Object.keys(chunks).filter((key) => key.startsWith(dashboardStringsKey(lang, '')));
  return (pathname) => {
    const lang = pathname.split('/')[1] ?? '';
    if (!isPageLang(lang)) return null;
    const { routes, strings } = pageParts(pathname);
    // A dashboard page is a signed-in visit: main.tsx loads the whole theme and the kept queries first.
    const keys =
      strings === 'all'
        ? [...SIGNED_IN_START_KEYS, ...routes, ...allStrings(lang)]
        : [...routes, ...strings.map((namespace) => stringsKey(lang, namespace))];
    const scripts = [...new Set(keys.flatMap((key) => chunks[key] ?? []))];
    return withLang(template, lang).replace('</head>', `${modulePreloads(scripts, 'auto')}</head>`);
  };
}
