/**
 * The part of i18next the browser used, and nothing more: namespaces loaded as they are needed,
 * `ns:key` prefixes, a fallback language, Intl plural categories (`_zero` … `_other`),
 * `{{name}}` interpolation (values never HTML-escaped: React escapes what it draws) and
 * `defaultValue`. It answers exactly as i18next 26 configured as src/lib/i18n.ts did
 * (tests/ui/i18n-runtime.test.tsx renders every key of every namespace through both), for
 * ~2 KB instead of ~15 KB in every first load. The server keeps i18next (server/lib/i18n.ts).
 */

type Tree = { [key: string]: unknown };

/** Language → namespace → strings; shared by an instance and its clones. */
type Store = Record<string, Record<string, Tree>>;

export interface TOptions {
  /** Picks the plural form: `key_zero` (for 0, in any language), then the language's category. */
  count?: number;
  defaultValue?: string;
  ns?: string | readonly string[];
  lng?: string;
  /** Values for `{{name}}` placeholders. */
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export interface I18nOptions {
  lng: string;
  fallbackLng: string;
  defaultNS: string;
}

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const PLACEHOLDER = /{{(.+?)}}/g;
/** A key with one of these before its first dot is a sentence, so a colon in it names no namespace. */
const SENTENCE_MARK = /[ ,?!;]/;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

function ownPath(tree: unknown, path: readonly string[]): unknown {
  let node = tree;
  for (const part of path) {
    if (!isTree(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/** Reads keys whose own names hold a dot (webhooks' `event_types["transaction.paid"]`). */
function dottedPath(tree: Tree, key: string): unknown {
  if (Object.hasOwn(tree, key)) return tree[key];
  const tokens = key.split(KEY_SEPARATOR);
  let node: unknown = tree;
  for (let start = 0; start < tokens.length; ) {
    if (!isTree(node)) return undefined;
    let next: unknown;
    let name = '';
    for (let end = start; end < tokens.length; end += 1) {
      name = end === start ? (tokens[end] ?? '') : `${name}${KEY_SEPARATOR}${tokens[end]}`;
      next = Object.hasOwn(node, name) ? node[name] : undefined;
      if (next === undefined) continue;
      if (!isTree(next) && end < tokens.length - 1) continue;
      start = end + 1;
      break;
    }
    node = next;
    if (next === undefined) return undefined;
  }
  return node;
}

function deepMerge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const existing = target[key];
    target[key] = isTree(existing) && isTree(value) ? deepMerge(existing, value) : value;
  }
  return target;
}

const plurals = new Map<string, Intl.PluralRules>();

function pluralCategory(lang: string, count: number): string {
  let rules = plurals.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    plurals.set(lang, rules);
  }
  return rules.select(count);
}

/** Fills `{{name}}` placeholders; one without a value stays as written, as i18next leaves it. */
export function interpolate(text: string, values: TOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    // `{{- name}}` is i18next's unescaped form and `{{name, format}}` names a formatter: with
    // values never escaped and no formatter, both read the plain value.
    const name = (inner.trim().startsWith('-') ? inner.trim().slice(1) : inner).split(',')[0]?.trim() ?? '';
    const value = Object.hasOwn(values, name) ? values[name] : ownPath(values, name.split(KEY_SEPARATOR));
    if (value === undefined && !Object.hasOwn(values, name)) return placeholder;
    return value == null ? '' : String(value);
  });
}

export class I18n {
  language: string;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly options: I18nOptions,
    private readonly store: Store = {},
  ) {
    this.language = options.lng;
  }

  /** Bound, as i18next's is: schemas take it as a plain function. */
  t: TFunction = (key, options = {}) => this.translate(key, options);

  getFixedT(lng: string | null, ns?: string | readonly string[]): TFunction {
    return (key, options = {}) =>
      this.translate(key, { ...options, lng: options.lng ?? lng ?? undefined, ns: options.ns ?? ns });
  }

  async changeLanguage(lng: string): Promise<void> {
    this.language = lng;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after each changeLanguage; returns the unsubscribe. */
  onLanguageChanged(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** An instance in its own language reading (and adding to) this one's strings. */
  cloneInstance({ lng }: { lng: string }): I18n {
    return new I18n({ ...this.options, lng }, this.store);
  }

  /** Merges `strings` into the namespace, key by key, the new strings winning. */
  addResourceBundle(lng: string, ns: string, strings: Tree): void {
    const namespaces = this.store[lng] ?? {};
    this.store[lng] = namespaces;
    // A copy: the loaded module's object stays as imported when a part file merges into it.
    namespaces[ns] = deepMerge(namespaces[ns] ?? {}, structuredClone(strings));
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store[lng]?.[ns] !== undefined;
  }

  removeResourceBundle(lng: string, ns: string): void {
    delete this.store[lng]?.[ns];
  }

  getResource(lng: string, ns: string, key: string): unknown {
    const tree = this.store[lng]?.[ns];
    const found = ownPath(tree, key.split(KEY_SEPARATOR));
    return found != null || !tree ? found : dottedPath(tree, key);
  }

  private translate(fullKey: string, options: TOptions): string {
    if (fullKey == null) return '';
    const { key, namespaces } = this.splitKey(String(fullKey), options.ns ?? this.options.defaultNS);
    const found = this.resolve(key, namespaces, options);
    const hasDefault = options.defaultValue !== undefined;
    if (isTree(found ?? (hasDefault ? options.defaultValue : undefined)))
      return `key '${key} (${this.language})' returned an object instead of string.`;
    const text = found ?? (hasDefault ? options.defaultValue : key);
    return typeof text === 'string' ? interpolate(text, options) : (text as string);
  }

  private splitKey(
    key: string,
    ns: string | readonly string[],
  ): { key: string; namespaces: readonly string[] } {
    const namespaces = typeof ns === 'string' ? [ns] : ns;
    if (!key.includes(NS_SEPARATOR)) return { key, namespaces };
    const dot = key.indexOf(KEY_SEPARATOR);
    const sentence = SENTENCE_MARK.test(key) && !(dot > 0 && !SENTENCE_MARK.test(key.slice(0, dot)));
    if (sentence) return { key, namespaces };
    const [namespace = '', ...rest] = key.split(NS_SEPARATOR);
    return { key: rest.join(KEY_SEPARATOR), namespaces: [namespace] };
  }

  /** The first string found: namespace by namespace, the language then the fallback. */
  private resolve(key: string, namespaces: readonly string[], options: TOptions): unknown {
    const lng = options.lng || this.language;
    const langs = lng === this.options.fallbackLng ? [lng] : [lng, this.options.fallbackLng];
    const { count } = options;
    const counted = count !== undefined && typeof count !== 'string';
    for (const ns of namespaces) {
      for (const lang of langs) {
        const keys = counted
          ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(lang, count)}`, key]
          : [key];
        for (const candidate of keys) {
          const value = this.getResource(lang, ns, candidate);
          if (value != null) return value;
        }
      }
    }
    return undefined;
  }
}
