import i18n, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, dirOf, isLang, type Lang } from './lang-path';

type Namespace = Record<string, unknown>;

// English ships in the first load; Arabic is fetched only when someone picks it.
// server.json holds the API's own messages and never reaches the browser.
const enFiles = import.meta.glob<Namespace>(['../../locales/en/*.json', '!../../locales/en/server.json'], {
  eager: true,
  import: 'default',
});
const arFiles = import.meta.glob<Namespace>(['../../locales/ar/*.json', '!../../locales/ar/server.json'], {
  import: 'default',
});

const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

function toResource(files: Record<string, Namespace>): ResourceLanguage {
  return Object.fromEntries(Object.entries(files).map(([file, data]) => [namespaceOf(file), data]));
}

const LANG_KEY = 'lang';

export function storedLang(): Lang {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_KEY);
  return isLang(value) ? value : DEFAULT_LANG;
}

const resources: Resource = { en: toResource(enFiles) };

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

let arabicLoad: Promise<void> | undefined;

function loadArabic(): Promise<void> {
  arabicLoad ??= Promise.all(
    Object.entries(arFiles).map(async ([file, load]) => {
      i18n.addResourceBundle('ar', namespaceOf(file), await load(), true, true);
    }),
  ).then(() => undefined);
  return arabicLoad;
}

/** Loads the language's translations if needed, switches to it and mirrors it on <html>. */
export async function applyLanguage(lang: Lang): Promise<void> {
  if (lang === 'ar') await loadArabic();
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
  localStorage.setItem(LANG_KEY, lang);
}

export const currentLang = (): Lang => (isLang(i18n.language) ? i18n.language : DEFAULT_LANG);

export { i18n };
