import { CORE_NAMESPACES } from './i18n-namespaces';
import { I18n } from './i18n-runtime';
import { DEFAULT_LANG, dirOf, isLang, type Lang, langOfPath } from './lang-path';

type Namespace = Record<string, unknown>;

export type Loader = () => Promise<Namespace>;

// Every namespace, English included, is fetched when a page needs it
// (src/lib/i18n-namespaces.ts), so no page carries another page's strings, or the other
// language's. server.json holds the API's own messages and never reaches the browser.
// A file named <namespace>.<part>.json adds keys to <namespace> that only dashboard pages
// (which load every file) use: common.dashboard.json keeps the lists', dialogs' and file
// fields' shared strings out of the customer pages' first load.
// Only the customer and sign-in pages' files are listed here: each listed file costs every
// first load a table entry, so the dashboard's own files are listed in ./i18n-dashboard.ts,
// which dashboard pages load. A customer page's new namespace joins this list
// (tests/ui/i18n-namespaces.test.ts loads each page's namespaces to check).
const loaders: Record<Lang, Record<string, Loader>> = {
  en: byNamespace(
    import.meta.glob<Namespace>(
      '../../locales/en/{common,errors,pwa,auth,password,pairing,pay,pay-customer,address,result,events,food-menu,food-order,catalogue,catalogue-checkout}.json',
      { import: 'default' },
    ),
  ),
  ar: byNamespace(
    import.meta.glob<Namespace>(
      '../../locales/ar/{common,errors,pwa,auth,password,pairing,pay,pay-customer,address,result,events,food-menu,food-order,catalogue,catalogue-checkout}.json',
      { import: 'default' },
    ),
  ),
};

function namespaceOf(file: string): string {
  return file.replace(/^.*\/([^/]+)\.json$/, '$1');
}

export function byNamespace(files: Record<string, Loader>): Record<string, Loader> {
  return Object.fromEntries(Object.entries(files).map(([file, load]) => [namespaceOf(file), load]));
}

const LANG_KEY = 'lang';

export function storedLang(): Lang {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_KEY);
  return isLang(value) ? value : DEFAULT_LANG;
}

const i18n = new I18n({ lng: DEFAULT_LANG, fallbackLng: DEFAULT_LANG, defaultNS: 'common' });

const pending = new Map<string, Promise<void>>();

/** Files added to i18n, as lang/file; a bundle removed from i18n counts as not loaded. */
const loaded = new Set<string>();

function loadNamespace(lang: Lang, file: string, table = loaders[lang]): Promise<void> {
  const key = `${lang}/${file}`;
  const namespace = file.split('.')[0] ?? file;
  if (loaded.has(key) && i18n.hasResourceBundle(lang, namespace)) return Promise.resolve();
  const load = table[file];
  if (!load) return Promise.resolve();
  let promise = pending.get(key);
  if (!promise) {
    promise = load().then(
      (data) => {
        i18n.addResourceBundle(lang, namespace, data);
        loaded.add(key);
        // Only requests in flight are shared; a loaded bundle answers from i18n itself.
        pending.delete(key);
      },
      (error: unknown) => {
        // Offline before the service worker cached it: the next navigation tries again.
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** Loads what the page needs in its language (and English, the fallback). */
export async function loadNamespaces(lang: Lang, namespaces: readonly string[] | 'all'): Promise<void> {
  // No English fallback is fetched for Arabic: tests/locales.test.ts fails on any key that
  // one language has and the other lacks.
  if (namespaces !== 'all') {
    await Promise.all([...CORE_NAMESPACES, ...namespaces].map((file) => loadNamespace(lang, file)));
    return;
  }
  const { dashboardLoaders } = await import('./i18n-dashboard');
  const table = dashboardLoaders[lang];
  await Promise.all(Object.keys(table).map((file) => loadNamespace(lang, file, table)));
}

/** Namespaces a step of a page loaded after the page itself (the address step). */
const onDemand = new Set<string>();

/**
 * Loads the strings of a step most visits never reach, in the page's language; a language
 * switch then brings them along in the new language, since the step is still on screen.
 */
export function loadOnDemand(namespace: string): Promise<void> {
  onDemand.add(namespace);
  return loadNamespace(currentLang(), namespace);
}

/** Switches to the language with the page's namespaces loaded and mirrors it on <html>. */
export async function applyLanguage(
  lang: Lang,
  namespaces: readonly string[] | 'all' = 'all',
): Promise<void> {
  await loadNamespaces(lang, namespaces === 'all' ? namespaces : [...namespaces, ...onDemand]);
  // A server render draws in its own instance (pageI18n): the shared one and <html> are the browser's.
  if (typeof document === 'undefined') return;
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
  localStorage.setItem(LANG_KEY, lang);
}

/**
 * An instance for one server render, in its page's language, sharing the loaded strings: two
 * pages drawn at once in two languages never see each other's language.
 */
export async function pageI18n(lang: Lang, namespaces: readonly string[]): Promise<I18n> {
  await loadNamespaces(lang, namespaces);
  return i18n.cloneInstance({ lng: lang });
}

/**
 * The page's language: in the browser its path's, which a navigation sets before the strings of
 * the language have arrived (the pages' requests start beside them and must ask in it).
 */
export const currentLang = (): Lang =>
  (typeof location === 'undefined' ? undefined : langOfPath(location.pathname)) ??
  (isLang(i18n.language) ? i18n.language : DEFAULT_LANG);

export { i18n };
