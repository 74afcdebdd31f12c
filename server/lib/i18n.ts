import i18next from 'i18next';
import ar from '../../locales/ar/server.json' with { type: 'json' };
import en from '../../locales/en/server.json' with { type: 'json' };
import { formatMoney } from '../../src/domain/money.ts';

export type Lang = 'en' | 'ar';

/** An amount in a message: written with `formatMoney` in the language the message is read in. */
export interface MoneyVar {
  minor: number;
  currency: string;
}
export const moneyVar = (minor: number, currency: string): MoneyVar => ({ minor, currency });

/** A text the merchant wrote in both languages (a pause message): the reader's one is used. */
export interface LangText {
  en: string;
  ar: string;
}

/** A numeric `count` picks the message's plural form (`key_one`, `key_few`…) for the language. */
export type Vars = { count?: number } & Record<string, string | number | MoneyVar | LangText | undefined>;

// The same files and the same library as the client's, one instance for the API's messages.
// Keys are flat ("throttle.retry_minutes"), so neither '.' nor ':' separates anything.
// Responses are JSON, not HTML: pages that put a message in markup escape it themselves.
// A variable left out reads as nothing rather than as "{{name}}" in front of a customer.
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: { en: { server: en }, ar: { server: ar } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'ar'],
  ns: ['server'],
  defaultNS: 'server',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  missingInterpolationHandler: () => '',
  returnNull: false,
});

/** Arabic when the client prefers it; English otherwise (and for anything unknown). */
export function pickLang(acceptLanguage: string | string[] | undefined): Lang {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}

function varText(lang: Lang, value: Vars[string]) {
  if (typeof value !== 'object') return value;
  return 'minor' in value ? formatMoney(value.minor, value.currency, lang) : value[lang];
}

// i18next spends 3-7 µs on a message; an export of 100,000 rows asks for two labels a row
// (state, plugin), 1.2 s more than a map. A text without variables never changes at run
// time, so it is kept once looked up; only keys the catalogue has, so the map stays bounded.
const plainTexts = new Map<string, string>();

function plainText(lang: Lang, key: string): string {
  const id = `${lang}\u0000${key}`;
  let text = plainTexts.get(id);
  if (text === undefined) {
    text = i18n.t(key, { lng: lang });
    if (hasKey(key)) plainTexts.set(id, text);
  }
  return text;
}

/**
 * Translate a key, interpolating {{name}}. An unknown key is returned as is so a missing
 * translation shows up as text a tester notices rather than a crash.
 */
export function translate(lang: Lang, key: string, vars: Vars = {}): string {
  const names = Object.keys(vars);
  if (names.length === 0) return plainText(lang, key);
  // Variables go under `replace`, apart from t()'s options, so none can be read as one.
  const replace = Object.fromEntries(names.map((name) => [name, varText(lang, vars[name])]));
  return i18n.t(key, { lng: lang, count: vars.count, replace });
}

/** Whether English, which every key has (tests/locales.test.ts), holds the key as written. */
export function hasKey(key: string): boolean {
  // The catalogue itself rather than i18n.exists(): asked once per exported row, 1.6 µs each.
  return Object.hasOwn(en, key);
}

/**
 * A message as the catalogue holds it, placeholders unfilled: the default of a template the
 * merchant may reword (its `{{name}}` placeholders are the template engine's syntax too).
 */
export function catalogueText(lang: Lang, key: string): string {
  const catalogue: Record<string, string> = lang === 'ar' ? ar : en;
  const text = catalogue[key] ?? (en as Record<string, string>)[key];
  if (text === undefined) throw new Error(`No catalogue text "${key}"`);
  return text;
}
