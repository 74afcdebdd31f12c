import { byNamespace, type Loader } from './i18n';
import type { Lang } from './lang-path';

/**
 * Every translation file, for dashboard pages, which load them all: kept out of src/lib/i18n.ts
 * so the customer pages' first load does not carry a table entry for each dashboard file.
 * The customer pages' own files are here too; those already loaded are not fetched again.
 */
export const dashboardLoaders: Record<Lang, Record<string, Loader>> = {
  en: byNamespace(
    import.meta.glob<Record<string, unknown>>(['../../locales/en/*.json', '!../../locales/en/server.json'], {
      import: 'default',
    }),
  ),
  ar: byNamespace(
    import.meta.glob<Record<string, unknown>>(['../../locales/ar/*.json', '!../../locales/ar/server.json'], {
      import: 'default',
    }),
  ),
};
