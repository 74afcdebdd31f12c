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

export type Vars = Record<string, string | number | MoneyVar>;

const varText = (lang: Lang, value: Vars[string] | undefined): string =>
  typeof value === 'object' ? formatMoney(value.minor, value.currency, lang) : String(value ?? '');

const catalogues: Record<Lang, Record<string, string>> = { en, ar };

/** Arabic when the client prefers it; English otherwise (and for anything unknown). */
export function pickLang(acceptLanguage: string | string[] | undefined): Lang {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}

const pluralRules: Record<Lang, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  ar: new Intl.PluralRules('ar'),
};

/** With a numeric {{count}}, the key's plural form for it (`key_one`, `key_few`…), as i18next names them. */
function pluralKey(lang: Lang, key: string, count: Vars[string] | undefined): string {
  if (typeof count !== 'number') return key;
  const plural = `${key}_${pluralRules[lang].select(count)}`;
  return plural in catalogues[lang] ? plural : key;
}

/**
 * Translate a key, interpolating {{name}}. An unknown key is returned as is so a missing
 * translation shows up as text a tester notices rather than a crash.
 */
export function translate(lang: Lang, key: string, vars: Vars = {}): string {
  const own = pluralKey(lang, key, vars.count);
  const template = catalogues[lang][own] ?? catalogues.en[pluralKey('en', key, vars.count)] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => varText(lang, vars[name]));
}

export function hasKey(key: string): boolean {
  return key in catalogues.en;
}
