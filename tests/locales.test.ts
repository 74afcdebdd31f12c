import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Translation parity: every locales/en/<ns>.json has a locales/ar/<ns>.json with exactly
 * the same keys, no empty strings, the same {{variables}}, and every English plural
 * (key_one/key_other) has all six Arabic plural forms. A message holding {{count}} is a
 * plural in both languages, with every form Intl.PluralRules picks from in that language, so
 * i18next never falls back to a bare key that reads "1 minutes". {{formatted_count}} is the same
 * count written for the reader ("90,000"), shown where `count` would read "90000".
 */
const ROOT = join(import.meta.dirname, '..', 'locales');
const AR_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNT_VARIABLES = new Set(['count', 'formatted_count']);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const read = (lang: string, file: string): Map<string, string> =>
  flatten(JSON.parse(readFileSync(join(ROOT, lang, file), 'utf8')) as Tree);

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');
const pluralCategories = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

const enFiles = readdirSync(join(ROOT, 'en')).filter((f) => f.endsWith('.json'));
const arFiles = readdirSync(join(ROOT, 'ar')).filter((f) => f.endsWith('.json'));

describe('locales', () => {
  it('has the same namespace files in both languages', () => {
    expect(enFiles.length).toBeGreaterThan(0);
    expect([...arFiles].sort()).toEqual([...enFiles].sort());
  });

  describe.each(enFiles)('%s', (file) => {
    const en = read('en', file);
    const ar = arFiles.includes(file) ? read('ar', file) : new Map<string, string>();
    const enPluralBases = new Set([...en.keys()].filter((k) => /_(one|other)$/.test(k)).map(pluralBase));
    // Arabic's extra plural forms are expected only for keys that are plurals in English.
    const expectedInAr = (key: string) => !PLURAL_SUFFIX.test(key) || !enPluralBases.has(pluralBase(key));

    it('has no key missing in Arabic', () => {
      const missing = [...en.keys()].filter((k) => expectedInAr(k) && !ar.has(k));
      expect(missing).toEqual([]);
    });

    it('has no extra key in Arabic', () => {
      const extra = [...ar.keys()].filter(
        (k) => !en.has(k) && !(PLURAL_SUFFIX.test(k) && enPluralBases.has(pluralBase(k))),
      );
      expect(extra).toEqual([]);
    });

    it('gives every English plural all six Arabic forms', () => {
      const lacking = [...enPluralBases].flatMap((base) =>
        AR_PLURALS.filter((form) => !ar.has(`${base}_${form}`)).map((form) => `${base}_${form}`),
      );
      expect(lacking).toEqual([]);
    });

    it.each(['en', 'ar'])('gives every {{count}} message all %s plural forms', (lang) => {
      const texts = lang === 'en' ? en : ar;
      const counted = [...texts].filter(([, text]) =>
        variables(text).some((name) => COUNT_VARIABLES.has(name ?? '')),
      );
      const lacking = [...new Set(counted.map(([key]) => pluralBase(key)))].flatMap((base) =>
        pluralCategories(lang)
          .filter((form) => !texts.has(`${base}_${form}`))
          .map((form) => `${base}_${form}`),
      );
      expect(lacking).toEqual([]);
    });

    it('has no empty strings', () => {
      const empty = [...en, ...ar].filter(([, v]) => v.trim() === '').map(([k]) => k);
      expect(empty).toEqual([]);
    });

    it('uses the same {{variables}} in both languages', () => {
      const differing: string[] = [];
      for (const [key, text] of ar) {
        const enText = en.get(key) ?? en.get(`${pluralBase(key)}_other`);
        if (enText === undefined) continue;
        const arVars = variables(text);
        const enVars = variables(enText);
        // Arabic singular/dual forms often spell the number out, so they may drop the count.
        const optionalCount = PLURAL_SUFFIX.test(key) && !key.endsWith('_other');
        const compare = (vars: (string | undefined)[]) =>
          optionalCount ? vars.filter((v) => !COUNT_VARIABLES.has(v ?? '')) : vars;
        if (JSON.stringify(compare(arVars)) !== JSON.stringify(compare(enVars))) differing.push(key);
      }
      expect(differing).toEqual([]);
    });
  });
});
