import type { Plugin } from 'vite';

/** Where the build writes each route's chunks, for the server to name in a drawn page's <head>. */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

const SPLIT_COMPONENT = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=component$/;
const STRINGS = /[\\/](locales[\\/](?:en|ar)[\\/][^\\/]+)\.json$/;

/** The key of a language's file of strings (locales/<lang>/<namespace>.json) in the list. */
export const stringsKey = (lang: string, namespace: string): string => `locales/${lang}/${namespace}`;

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
 * A route's page component is a chunk the router asks for only once its scripts have run, and its
 * imports after that: on slow 4G a drawn page waited two round trips more (~1.2 s) before it
 * answered a tap. The server names them in the page's <head> (server/lib/page-document.ts), so
 * they download beside the entry, as do the strings it loads before it is drawn. Per route id (and
 * per file of strings, stringsKey): its chunk and what it imports that the entry does not
 * (index.html names those).
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
      const route = SPLIT_COMPONENT.exec(id)?.[1];
      if (route) lists[routeIdOf(route)] = needs();
      const strings = STRINGS.exec(id)?.[1];
      if (strings) lists[strings.replaceAll('\\', '/')] = needs();
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
