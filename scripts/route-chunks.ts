import type { Plugin } from 'vite';

/** Where the build writes each route's chunks, for the server to name in a drawn page's <head>. */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

// A route's page and its loader: the router asks for both before it draws.
const SPLIT_PART = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=(?:component|loader)$/;
// What the entry imports before it draws a dashboard page (src/main.tsx, src/lib/i18n.ts), by the
// key it is listed under.
const SIGNED_IN_START: Record<string, RegExp> = {
  'dashboard-strings': /[\\/]src[\\/]lib[\\/]i18n-dashboard\.ts$/,
  'full-theme': /[\\/]src[\\/]lib[\\/]theme\.ts$/,
  'query-persistence': /[\\/]src[\\/]app[\\/]query-persistence\.ts$/,
};
export const SIGNED_IN_START_KEYS = Object.keys(SIGNED_IN_START);
const STRINGS = /[\\/](locales[\\/](?:en|ar)[\\/][^\\/]+)\.json(\?raw)?$/;
// The dashboard's copies of the customer pages' strings (src/lib/i18n-dashboard.ts) are listed apart.
const DASHBOARD_COPY = 'dashboard:';

/** The key of a language's file of strings (locales/<lang>/<namespace>.json) in the list. */
export const stringsKey = (lang: string, namespace: string): string => `locales/${lang}/${namespace}`;
/** The key of the dashboard's copy of a language's file of strings (every namespace has one). */
export const dashboardStringsKey = (lang: string, namespace: string): string =>
  DASHBOARD_COPY + stringsKey(lang, namespace);

/**
 * TanStack Router's id for the route in src/routes/<file>: a dot in a name parts segments as a
 * slash does, index.tsx ends in a slash, route.tsx is its folder's.
 */
export function routeIdOf(file: string): string {
  const path = file
    .replaceAll('\\', '/')
    .replace(/\.tsx$/, '')
    .replaceAll('.', '/');
  if (path === '__root') return '__root__';
  return `/${path}`.replace(/\/index$/, '/').replace(/\/route$/, '');
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * A route's page component and loader are chunks the router asks for only once its scripts have
 * run, and their imports after that: on slow 4G a drawn page waited two round trips more (~1.2 s)
 * before it answered a tap. The server names them in the page's <head> (server/lib/page-document.ts,
 * server/lib/app-shell.ts), so they download beside the entry, as do the strings it loads before it
 * is drawn. Per route id (per file of strings, stringsKey; per SIGNED_IN_START key): its chunks and
 * what they import that the entry does not (index.html names those).
 */
export function routeChunksOf(bundle: Record<string, { type: string }>): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is BuiltChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) closure(next, seen);
    return seen;
  };
  const loaded = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]),
  );
  const lists: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const needs = () => [...closure(chunk.fileName)].filter((name) => !loaded.has(name));
    for (const id of chunk.moduleIds) {
      const route = SPLIT_PART.exec(id)?.[1];
      if (route) lists[routeIdOf(route)] = [...new Set([...(lists[routeIdOf(route)] ?? []), ...needs()])];
      for (const [key, module] of Object.entries(SIGNED_IN_START)) if (module.test(id)) lists[key] = needs();
      const strings = STRINGS.exec(id);
      if (strings?.[1])
        lists[(strings[2] ? DASHBOARD_COPY : '') + strings[1].replaceAll('\\', '/')] = needs();
    }
  }
  return lists;
}

export function routeChunks(): Plugin {
  return {
    name: 'route-chunks',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify(routeChunksOf(bundle)),
      });
    },
  };
}
