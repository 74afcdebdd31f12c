import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CORE_NAMESPACES } from './i18n-namespaces';
import { DEFAULT_LANG, dirOf, isLang, type Lang } from './lang-path';

type Namespace = Record<string, unknown>;

type Loader = () => Promise<Namespace>;

// Every namespace, English included, is fetched when a page needs it
// (src/lib/i18n-namespaces.ts), so no page carries another page's strings, or the other
// language's. server.json holds the API's own messages and never reaches the browser.
const loaders: Record<Lang, Record<string, Loader>> = {
  en: byNamespace(
    import.meta.glob<Namespace>(['../../locales/en/*.json', '!../../locales/en/server.json'], {
      import: 'default',
    }),
  ),
  ar: byNamespace(
    import.meta.glob<Namespace>(['../../locales/ar/*.json', '!../../locales/ar/server.json'], {
      import: 'default',
    }),
  ),
};

function namespaceOf(file: string): string {
  return file.replace(/^.*\/([^/]+)\.json$/, '$1');
}

function byNamespace(files: Record<string, Loader>): Record<string, Loader> {
  return Object.fromEntries(Object.entries(files).map(([file, load]) => [namespaceOf(file), load]));
}

const LANG_KEY = 'lang';

export function storedLang(): Lang {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_KEY);
  return isLang(value) ? value : DEFAULT_LANG;
}

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  ns: [...CORE_NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

const pending = new Map<string, Promise<void>>();

function loadNamespace(lang: Lang, namespace: string): Promise<void> {
  const key = `${lang}/${namespace}`;
  if (i18n.hasResourceBundle(lang, namespace)) return Promise.resolve();
  const load = loaders[lang][namespace];
  if (!load) return Promise.resolve();
  let promise = pending.get(key);
  if (!promise) {
    promise = load().then(
      (data) => {
        i18n.addResourceBundle(lang, namespace, data, true, true);
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
  const wanted =
    namespaces === 'all'
      ? [...CORE_NAMESPACES, ...Object.keys(loaders.ar)]
      : [...CORE_NAMESPACES, ...namespaces];
  // No English fallback is fetched for Arabic: tests/locales.test.ts fails on any key that
  // one language has and the other lacks.
  await Promise.all(wanted.map((namespace) => loadNamespace(lang, namespace)));
}

/** Switches to the language with the page's namespaces loaded and mirrors it on <html>. */
export async function applyLanguage(
  lang: Lang,
  namespaces: readonly string[] | 'all' = 'all',
): Promise<void> {
  await loadNamespaces(lang, namespaces);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
  localStorage.setItem(LANG_KEY, lang);
}

export const currentLang = (): Lang => (isLang(i18n.language) ? i18n.language : DEFAULT_LANG);

export { i18n };
