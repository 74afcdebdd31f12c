/** The interface languages; every route lives under one of them. */
export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);
export const dirOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');
export const otherLang = (lang: Lang): Lang => (lang === 'ar' ? 'en' : 'ar');

/** The language segment a path starts with, if any. */
export function langOfPath(pathname: string): Lang | undefined {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : undefined;
}

/**
 * The same location in another language: only the leading language segment changes,
 * so the route name, its params, the query string and the hash are all kept.
 */
export function switchLangPath(href: string, lang: Lang): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  const segments = path.split('/');
  if (isLang(segments[1])) segments[1] = lang;
  else segments.splice(1, 0, lang);
  const joined = segments.join('/');
  return (joined === `/${lang}` ? `/${lang}/` : joined) + rest;
}

/**
 * SPEC 2: an unknown path is retried with the default language in front. Returns the
 * path to retry, or undefined when the path already starts with a language (a real 404).
 */
export function retryPathWithLang(href: string, lang: Lang = DEFAULT_LANG): string | undefined {
  const path = href.split(/[?#]/)[0] ?? '';
  if (langOfPath(path)) return undefined;
  return switchLangPath(href, lang);
}
