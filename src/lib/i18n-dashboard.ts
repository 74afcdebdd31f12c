import { byNamespace, type Loader } from './i18n';
import type { Lang } from './lang-path';

type TextLoaders = Record<string, () => Promise<string>>;

const parsed = (files: TextLoaders): Record<string, Loader> =>
  byNamespace(
    Object.fromEntries(
      Object.entries(files).map(([file, load]) => [file, () => load().then((text) => JSON.parse(text))]),
    ),
  );

/**
 * Every translation file, for dashboard pages, which load them all: kept out of src/lib/i18n.ts
 * so the customer pages' first load does not carry a table entry for each dashboard file.
 * Read as text (`?raw`), so the customer pages' files are copies of their own the build puts in
 * the dashboard's one file of strings (as ten more files they were two more waves of requests on
 * slow 4G) while those pages keep theirs; those already loaded are not fetched again.
 */
export const dashboardLoaders: Record<Lang, Record<string, Loader>> = {
  en: parsed(
    import.meta.glob<string>(['../../locales/en/*.json', '!../../locales/en/server.json'], {
      import: 'default',
      query: '?raw',
    }),
  ),
  ar: parsed(
    import.meta.glob<string>(['../../locales/ar/*.json', '!../../locales/ar/server.json'], {
      import: 'default',
      query: '?raw',
    }),
  ),
};
