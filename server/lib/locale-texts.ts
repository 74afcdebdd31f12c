import type { Lang } from './i18n.ts';

type Catalogue = Record<string, unknown>;

/** i18next's "namespace:dotted.key" with {{name}} values and, given a count, its plural form. */
export type Texts = (key: string, vars?: Record<string, string>, count?: number) => string;

const files = import.meta.glob<Catalogue>('../../locales/*/*.json', { eager: true, import: 'default' });

function loadCatalogue(lang: Lang, namespace: string): Catalogue {
  return files[`../../locales/${lang}/${namespace}.json`] ?? {};
}

/**
 * The app's own strings (locales/) for pages the server draws before the app runs (the pay
 * page, the menu), so the first screen says exactly what the app will say.
 */
export function localeTexts(namespaces: readonly string[]): Record<Lang, Texts> {
  const texts = (lang: Lang): Texts => {
    const catalogues = Object.fromEntries(namespaces.map((name) => [name, loadCatalogue(lang, name)]));
    const plural = new Intl.PluralRules(lang);
    const lookup = (namespace: string, path: string) => {
      let value: unknown = catalogues[namespace];
      for (const part of path.split('.')) value = (value as Catalogue | undefined)?.[part];
      return typeof value === 'string' ? value : undefined;
    };
    return (key, vars = {}, count) => {
      const [namespace = '', path = ''] = key.split(':');
      const template =
        (count === undefined ? undefined : lookup(namespace, `${path}_${plural.select(count)}`)) ??
        lookup(namespace, path) ??
        key;
      return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
    };
  };
  return { en: texts('en'), ar: texts('ar') };
}
