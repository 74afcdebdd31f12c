import i18next, { type TOptions as I18nextOptions } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18n, type TOptions } from '@/lib/i18n-runtime';
import { Trans } from '@/lib/i18n-trans';

/**
 * src/lib/i18n-runtime.ts replaced i18next in the browser: every string of every namespace
 * must read the same through both, in both languages, whatever count and values a page passes.
 * i18next (which the server keeps) is the oracle, configured as src/lib/i18n.ts configured it.
 */
type Tree = { [key: string]: unknown };
const files = import.meta.glob<Tree>(['../../locales/*/*.json', '!../../locales/*/server.json'], {
  eager: true,
  import: 'default',
});

const LANGS = ['en', 'ar'] as const;
const COUNTS = [0, 1, 2, 3, 11, 100, 1.5];
const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{-?\s*([^},]+?)\s*(,[^}]*)?}}/g;

const oracle = i18next.createInstance();
await oracle.init({
  resources: {},
  partialBundledLanguages: true,
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
const runtime = new I18n({ lng: 'en', fallbackLng: 'en', defaultNS: 'common' });

/** Namespace → every key a page can ask for (plural forms by their base key) and the names its strings use. */
const keys = new Map<string, Map<string, Set<string>>>();

function collect(namespace: Map<string, Set<string>>, tree: Tree, prefix: string) {
  for (const [name, value] of Object.entries(tree)) {
    const path = `${prefix}${name}`;
    if (value && typeof value === 'object') {
      collect(namespace, value as Tree, `${path}.`);
      continue;
    }
    const key = path.replace(PLURAL, '');
    const names = namespace.get(key) ?? new Set<string>();
    for (const [, variable = ''] of String(value).matchAll(PLACEHOLDER)) names.add(variable);
    namespace.set(key, names);
    // The part above: asking for an object answers with i18next's sentence about it.
    if (prefix) namespace.set(prefix.slice(0, -1), namespace.get(prefix.slice(0, -1)) ?? new Set());
  }
}

for (const [file, strings] of Object.entries(files)) {
  const [, lang = '', part = ''] = /locales\/(\w+)\/([^/]+)\.json$/.exec(file) ?? [];
  // common.dashboard.json adds keys to common, as src/lib/i18n.ts loads it.
  const ns = part.split('.')[0] ?? part;
  oracle.addResourceBundle(lang, ns, strings, true, true);
  runtime.addResourceBundle(lang, ns, strings);
  const namespace = keys.get(ns) ?? new Map<string, Set<string>>();
  collect(namespace, strings, '');
  keys.set(ns, namespace);
}

/** What a page might pass: nothing, each count, and values for the string's names (some left out). */
function optionSets(names: Set<string>): TOptions[] {
  const values = Object.fromEntries([...names].map((name) => [name, `«${name}»`]));
  const firstOnly = Object.fromEntries([...names].slice(0, 1).map((name) => [name, 7]));
  return [
    {},
    values,
    firstOnly,
    { ...values, count: undefined },
    ...COUNTS.map((count) => ({ ...values, count })),
    ...COUNTS.map((count) => ({ count })),
  ];
}

const both = (lang: string, ns: string | string[] | undefined, key: string, options?: TOptions) => ({
  runtime: runtime.getFixedT(lang, ns)(key, options),
  oracle: oracle.getFixedT(lang, ns)(key, options as I18nextOptions) as string,
});

describe('the browser i18n runtime reads every string as i18next does', () => {
  for (const lang of LANGS) {
    it(`in ${lang}: every key of every namespace, bare and prefixed, with counts and values`, () => {
      let compared = 0;
      for (const [ns, namespace] of keys) {
        for (const [key, names] of namespace) {
          for (const options of optionSets(names)) {
            const bare = both(lang, ns, key, options);
            expect(bare.runtime, `${lang} ${ns}:${key} ${JSON.stringify(options)}`).toBe(bare.oracle);
            const prefixed = both(lang, undefined, `${ns}:${key}`, options);
            expect(prefixed.runtime, `${lang} ${ns}:${key} prefixed`).toBe(prefixed.oracle);
            compared += 2;
          }
        }
      }
      expect(compared).toBeGreaterThan(10_000);
    });
  }

  it('answers a missing key, a missing value, a default and a sentence with a colon alike', () => {
    const cases: [string | string[] | undefined, string, TOptions?][] = [
      ['common', 'no.such.key'],
      ['common', 'no_such_key', { count: 2 }],
      ['catalogue', 'refusal.nothing', { defaultValue: 'Refused {{what}}', what: 'it' }],
      [undefined, 'transactions:states.unheard', { defaultValue: 'unheard' }],
      [undefined, 'nowhere:at.all'],
      [undefined, 'Sorry: this, too'],
      [undefined, 'Sorry: this.key, too'],
      ['common', 'a:b:c'],
      ['webhooks', 'event_types.transaction.paid'],
      ['webhooks', 'event_types.transaction'],
      [['catalogue-checkout', 'catalogue'], 'refusal.inventory', { count: 2 }],
      [['catalogue-checkout', 'catalogue'], 'not.anywhere'],
      ['transaction-actions', 'export.progress_rows', { count: 3 }],
      ['transaction-actions', 'export.progress_rows', { done: null, count: 3 }],
      ['transaction-actions', 'export.progress_rows', { done: undefined, count: 3 }],
      ['common', 'close', { ns: 'catalogue' }],
      ['common', 'close', { lng: 'ar' }],
    ];
    for (const lang of LANGS) {
      for (const [ns, key, options] of cases) {
        const { runtime: ours, oracle: theirs } = both(lang, ns, key, options);
        expect(ours, `${lang} ${String(ns)} ${key}`).toBe(theirs);
      }
    }
  });

  it('falls back to English for a string Arabic lacks, and follows changeLanguage', async () => {
    const only = { only_english: 'Only in English, {{count}}', only_english_one: 'One in English' };
    oracle.addResourceBundle('en', 'spare', only, true, true);
    runtime.addResourceBundle('en', 'spare', only);
    await oracle.changeLanguage('ar');
    await runtime.changeLanguage('ar');
    for (const count of [undefined, 1, 5]) {
      expect(runtime.t('spare:only_english', { count })).toBe(oracle.t('spare:only_english', { count }));
    }
    expect(runtime.t('common:close')).toBe(oracle.t('common:close'));
    expect(runtime.language).toBe('ar');
  });

  it('draws a string with markup around its value as react-i18next did, the value as text', () => {
    // react-i18next 17's Trans drew exactly these (checked side by side before it was removed).
    const drawn = {
      en: 'Fee <span class="nowrap">&lt;b&gt;1.500&lt;/b&gt; &amp; &quot;KWD&quot;</span>',
      ar: 'رسوم <span class="nowrap">&lt;b&gt;1.500&lt;/b&gt; &amp; &quot;KWD&quot;</span>',
    };
    for (const lang of LANGS) {
      const markup = renderToStaticMarkup(
        <Trans
          t={runtime.getFixedT(lang, 'pay')}
          i18nKey="details.fee"
          values={{ fee: '<b>1.500</b> & "KWD"' }}
          components={{ amount: <span className="nowrap" /> }}
        />,
      );
      expect(markup).toBe(drawn[lang]);
    }
  });
});
