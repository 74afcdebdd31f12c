import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * STYLE.md 12: a rule both sides apply lives once, in src/domain, and is imported. Copies drift
 * (the email pattern once existed eight times in two variants), so this test reads the tree and
 * fails on a rule written anywhere else. Each detector names its rule and its home; a new rule
 * (business time, passwords…) is one more entry in DETECTORS, proved by one more fixture in
 * FIXTURES. The detectors are deliberately plain text heuristics: what they miss is caught at
 * review, what they catch wrongly goes in `allow` with the reason.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where rules may be written: the shared domain code. */
const HOME = 'src/domain/';
const SCANNED = ['src', 'server', 'sw'];
const BUSINESS_TIME = 'src/domain/business-time.ts';
const DATE_FORMATS = 'src/domain/date-formats.ts';
const TICKET_QR = 'src/domain/ticket-qr.ts';

interface Source {
  path: string;
  /** The file without its comments, so prose about a rule is not mistaken for a copy of it. */
  code: string;
  /** Bodies of the regular expression literals in `code`. */
  regexes: string[];
}

interface Detector {
  rule: string;
  home: string;
  /** The only files that may hold it, where one file of src/domain is its home. */
  homeFiles?: readonly string[];
  find: (source: Source) => string[];
  /** Files where a match is not a copy of the rule, each with the reason. */
  allow?: Record<string, string>;
}

const REGEX_LITERAL =
  /(?:^|[=(,:[!&|?{};]|\breturn)\s*\/((?![*/])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+)\/[dgimsuvy]*/gm;

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

function sourceOf(path: string, text: string): Source {
  const code = withoutComments(text);
  return { path, code, regexes: [...code.matchAll(REGEX_LITERAL)].map((match) => match[1] ?? '') };
}

const regexesWhere = (test: (body: string) => boolean) => (source: Source) =>
  source.regexes.filter(test).map((body) => `/${body}/`);

const codeMatches = (pattern: RegExp) => (source: Source) =>
  [...source.code.matchAll(pattern)].map((match) => match[0]);

const either =
  (...finders: ((source: Source) => string[])[]) =>
  (source: Source) =>
    finders.flatMap((find) => find(source));

/** A decimal number with an optional or starred fraction: an amount parser ("12.500"). */
function isAmountPattern(body: string): boolean {
  // Times of day and ISO dates have their own fractions of a second.
  if (body.replace(/\(\?[:=!]/g, '').includes(':')) return false;
  return (
    /\\d\*\)?(\(\?:)?\\\./.test(body) ||
    /\\\.\)?\(?\\d\*/.test(body) ||
    /\((\?:)?\\\.(\\d|\[0-9\]|0)[^()]*\)\?/.test(body) ||
    /\(\?=\(\\d\{3\}\)\+/.test(body)
  );
}

const DETECTORS: Detector[] = [
  {
    rule: 'email pattern',
    home: 'src/domain/contact-rules.ts (isEmail)',
    find: either(
      regexesWhere((body) => body.includes('@') && body.includes('\\.')),
      // Yup's (and other libraries') own email rule is a different rule.
      codeMatches(/\)\s*\.email\(/g),
    ),
  },
  {
    rule: 'phone pattern',
    home: 'src/domain/contact-rules.ts (isPhoneNumber), src/domain/phone-countries.ts',
    find: regexesWhere((body) => /\\\+\??(\\d|\[0-9\])\{\d+,\d+\}/.test(body)),
  },
  {
    rule: 'amount parser',
    home: 'src/domain/money.ts (parseDecimal, parseAmount, amountMinor)',
    find: either(
      regexesWhere(isAmountPattern),
      codeMatches(/\.replace\(\s*['"]\\?\.['"]\s*,\s*['"]['"]\s*\)/g),
      // Money is never a float.
      codeMatches(/\b(parseFloat|toFixed)\(/g),
    ),
  },
  {
    rule: 'currency decimals table',
    home: 'src/domain/money.ts (currencyDecimals)',
    find: either(
      // Codes that only a table of decimals has reason to name.
      codeMatches(/['"`](BHD|OMR|JOD|IQD|LYD|TND|JPY|KRW)['"`]/g),
      codeMatches(/['"]KWD['"]\s*\?\s*3|\bKWD['"]?\s*:\s*3\b/g),
      // Intl's currency style brings its own decimals and its own currency position.
      codeMatches(/style:\s*['"]currency['"]/g),
    ),
  },
  {
    rule: 'money text (amount and currency placed by hand)',
    home: 'src/domain/money.ts (formatMoney, formatApiMoney)',
    find: either(
      codeMatches(/\}\s+\{[\w.?]*\.?currency(?:_code)?\}/g),
      codeMatches(/\$\{[^{}]+\}\s\$\{[\w.?]*currency(?:_code)?(?:\.trim\(\))?\}/g),
    ),
  },
  {
    rule: 'business time zone named outside business-time',
    home: BUSINESS_TIME,
    homeFiles: [BUSINESS_TIME],
    find: codeMatches(/['"`]Asia\/Kuwait['"`]/g),
  },
  {
    rule: 'Kuwait offset written by hand (+03:00)',
    home: `${BUSINESS_TIME} (its one offset)`,
    homeFiles: [],
    find: codeMatches(/\+03:?00['"`]|T\d{2}:\d{2}(:\d{2})?\+03/g),
  },
  {
    rule: 'Kuwait offset as arithmetic (3 hours in ms)',
    home: `${BUSINESS_TIME} (held to the zone database by its test)`,
    homeFiles: [BUSINESS_TIME],
    find: codeMatches(
      /\b3\s*\*\s*(60\s*\*\s*60\s*\*\s*1_?000|3_?600_?000|HOUR\b)|\b10_?800_?000\b|KUWAIT_(OFFSET|MS)/g,
    ),
  },
  {
    rule: 'a kuwait* time helper outside business-time',
    home: BUSINESS_TIME,
    homeFiles: [BUSINESS_TIME],
    find: codeMatches(/\b(function|const|let)\s+kuwait[A-Z]\w*\s*[=(]/g),
  },
  {
    rule: 'a date or time formatted outside date-formats',
    home: DATE_FORMATS,
    homeFiles: [DATE_FORMATS, BUSINESS_TIME],
    find: codeMatches(
      /\.toLocale(Date|Time)String\(|\bnew Intl\.DateTimeFormat\(|\.toLocaleString\([^)\n]*(timeZone|hour|weekday)/g,
    ),
  },
  {
    rule: 'an hh:mm A clock written by hand',
    home: DATE_FORMATS,
    homeFiles: [],
    find: codeMatches(/['"`](AM|PM|am|pm|ص|م)['"`]|%\s*12\s*(\|\||===?\s*0)/g),
  },
  {
    rule: 'a ticket QR text (GPT prefix) built or read by hand',
    home: TICKET_QR,
    homeFiles: [TICKET_QR],
    find: codeMatches(/['"`]GPT\d\b/g),
  },
];

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) yield path;
  }
}

/** Whether the file is the rule's home: its named files, else anywhere in src/domain. */
const isHome = (detector: Detector, path: string) =>
  detector.homeFiles ? detector.homeFiles.includes(path) : path.startsWith(HOME);

function violations(sources: Source[], detectors: Detector[]): string[] {
  return sources.flatMap((source) =>
    detectors
      .filter((detector) => !detector.allow?.[source.path] && !isHome(detector, source.path))
      .flatMap((detector) =>
        detector
          .find(source)
          .map((match) => `${source.path}: ${detector.rule} (home: ${detector.home}): ${match}`),
      ),
  );
}

/** The copies the detectors were written for, verbatim, and look-alikes that are not rules. */
const FIXTURES: { rule: string; copies: string[]; clean: string[] }[] = [
  {
    rule: 'email pattern',
    copies: [
      'const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;',
      'export const EMAIL_PATTERN = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$/;',
      "email: yup.string().trim().required(t('errors:required')).email(t('errors:email')),",
    ],
    clean: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a copy, not a template
      "if (/^[=@\\t\\r]/.test(value)) text = `'${text}`;",
      'const URL_PARTS = /^(postgres(?:ql)?:\\/\\/)([^@/?#]*@)?([^/?#]*)(.*)$/i;',
      "customer_email: { type: 'string', format: 'email' },",
      '// the same simple pattern as /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/ on the server',
    ],
  },
  {
    rule: 'phone pattern',
    copies: ['const PHONE = /^\\+?[0-9]{7,15}$/;', 'const PHONE = /^\\+?\\d{6,15}$/;'],
    clean: ['if (/^[+-]?[0-9][0-9 ]*$/.test(value)) return value;', 'const PACI = /^\\d{0,8}$/;'],
  },
  {
    rule: 'amount parser',
    copies: [
      'const match = /^(\\d*)(?:\\.(\\d*))?$/.exec(text);',
      'const fraction = /^\\d*\\.(\\d*)$/.exec(text)?.[1];',
      "const digits = amount.replace('.', '');",
      "filter(([key, amount]) => key === 'subtotal' || !/^0*(\\.0*)?$/.test(amount));",
      "const grouped = whole.replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');",
      'const total = Number.parseFloat(price) * quantity;',
    ],
    clean: [
      'const IPV4 = /(\\d+)\\.(\\d+)\\.(\\d+)\\.(\\d+)$/;',
      'const ISO = /^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})$/;',
      'const minor = amountMinor(price, currency) * quantity;',
    ],
  },
  {
    rule: 'currency decimals table',
    copies: [
      "const THREE_DECIMALS = new Set(['KWD', 'BHD', 'OMR', 'JOD', 'IQD', 'LYD', 'TND']);",
      "const decimals = currency === 'KWD' ? 3 : 2;",
      "new Intl.NumberFormat('ar-KW', { style: 'currency', currency: 'KWD' })",
    ],
    clean: ["const currency = config.data?.currency_code ?? 'KWD';", 'decimals: currencyDecimals(code)'],
  },
  {
    rule: 'money text (amount and currency placed by hand)',
    copies: [
      '<bdi>{row.total} {row.currency_code}</bdi>',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a copy, not a template
      'return `${formatAmountGrouped(minor, currency)} ${currency}`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a copy, not a template
      'minimum: `${formatAmount(minimum, menu.currency)} ${menu.currency}`,',
    ],
    clean: [
      "label={t('money.amount', { currency })}",
      '{formatApiMoney(row.total, row.currency_code, lang)}',
      '<td>{txn.currency_code}</td>',
    ],
  },
  {
    rule: 'business time zone named outside business-time',
    copies: ["const options = { timeZone: 'Asia/Kuwait', dateStyle: 'medium' } as const;"],
    clean: ["/* 'Asia/Kuwait' */ const zone = BUSINESS_TIME_ZONE;"],
  },
  {
    rule: 'Kuwait offset written by hand (+03:00)',
    copies: ["const start = new Date(day + 'T00:00:00+03:00');"],
    clean: ['// Kuwait is UTC+03:00 all year.', "const offset = '+05:30';"],
  },
  {
    rule: 'Kuwait offset as arithmetic (3 hours in ms)',
    copies: ['const local = new Date(at.getTime() + 3 * 60 * 60 * 1000);'],
    clean: ['// 3 * 60 * 60 * 1000 ms ahead', 'const retry = 5 * 60 * 1000;'],
  },
  {
    rule: 'a kuwait* time helper outside business-time',
    copies: ['export const kuwaitDate = (time: Date) => time.toISOString().slice(0, 10);'],
    clean: ["import { kuwaitToday } from '../../../src/domain/business-time.ts';"],
  },
  {
    rule: 'a date or time formatted outside date-formats',
    copies: ["const when = new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });"],
    clean: ['const when = formatDateTime(iso, lang);', "const count = new Intl.NumberFormat('en-US');"],
  },
  {
    rule: 'an hh:mm A clock written by hand',
    copies: ["const marker = hours >= 12 ? 'PM' : 'AM';"],
    clean: ["const label = t('slot.afternoon');"],
  },
  {
    rule: 'a ticket QR text (GPT prefix) built or read by hand',
    copies: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a copy, not a template
      'const message = `GPT2.${eventId}.${kid}.${number}`;',
      "if (text.startsWith('GPT1.')) return legacy(text);",
    ],
    clean: ['const text = await signTicket(key, eventId, kid, number);', "const model = 'GPT-4';"],
  },
];

describe('each rule has one home (src/domain)', () => {
  it.each(FIXTURES)(
    'the $rule detector catches its copies and nothing like them',
    ({ rule, copies, clean }) => {
      const detector = DETECTORS.find((candidate) => candidate.rule === rule);
      expect(detector, rule).toBeDefined();
      const only = detector ? [detector] : [];
      for (const copy of copies)
        expect(violations([sourceOf('fixture.ts', copy)], only), copy).not.toEqual([]);
      for (const text of clean) expect(violations([sourceOf('fixture.ts', text)], only), text).toEqual([]);
    },
  );

  it('finds no rule written outside src/domain in src/ and server/', () => {
    const sources = SCANNED.flatMap((dir) => [...files(join(ROOT, dir))])
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .map((path) => sourceOf(path, readFileSync(join(ROOT, path), 'utf8')));
    expect(sources.length).toBeGreaterThan(100);
    expect(violations(sources, DETECTORS)).toEqual([]);
  });

  it('keeps the currency out of the translations, which receive it placed by formatMoney', () => {
    const found = ['en', 'ar'].flatMap((lang) =>
      readdirSync(join(ROOT, 'locales', lang))
        .filter((name) => name.endsWith('.json'))
        .flatMap((name) => {
          const text = readFileSync(join(ROOT, 'locales', lang, name), 'utf8');
          return [...text.matchAll(/"[^"\n]*\}\}\s*\{\{currency\}\}[^"\n]*"/g)].map(
            (match) => `locales/${lang}/${name}: ${match[0]}`,
          );
        }),
    );
    expect(found).toEqual([]);
  });
});
