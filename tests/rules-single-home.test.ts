import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One home for each rule (ARCHITECTURE.md, STYLE.md 12): a rule both sides apply lives in
 * src/domain and is imported. Each detector below recognises a copy of one rule; a copy found
 * anywhere else in the code fails this test. Each detector is proved by a planted copy.
 */
interface Detector {
  rule: string;
  pattern: RegExp;
  /** The files allowed to hold it: the rule's home. */
  home: readonly string[];
  /** A line that copies the rule, as someone might write it outside its home. */
  planted: string;
}

const BUSINESS_TIME = 'src/domain/business-time.ts';
const DATE_FORMATS = 'src/domain/date-formats.ts';

const DETECTORS: Detector[] = [
  {
    rule: 'business time zone named outside business-time',
    pattern: /['"`]Asia\/Kuwait['"`]/,
    home: [BUSINESS_TIME],
    planted: "const options = { timeZone: 'Asia/Kuwait', dateStyle: 'medium' } as const;",
  },
  {
    rule: 'Kuwait offset written by hand (+03:00)',
    pattern: /\+03:?00['"`]|T\d{2}:\d{2}(:\d{2})?\+03/,
    home: [],
    planted: "const start = new Date(day + 'T00:00:00+03:00');",
  },
  {
    rule: 'Kuwait offset as arithmetic (3 hours in ms)',
    pattern: /\b3\s*\*\s*(60\s*\*\s*60\s*\*\s*1_?000|3_?600_?000|HOUR\b)|\b10_?800_?000\b|KUWAIT_(OFFSET|MS)/,
    home: [],
    planted: 'const local = new Date(at.getTime() + 3 * 60 * 60 * 1000);',
  },
  {
    rule: 'a kuwait* time helper outside business-time',
    pattern: /\b(function|const|let)\s+kuwait[A-Z]\w*\s*[=(]/,
    home: [BUSINESS_TIME],
    planted: 'export const kuwaitDate = (time: Date) => time.toISOString().slice(0, 10);',
  },
  {
    rule: 'a date or time formatted outside date-formats',
    pattern:
      /\.toLocale(Date|Time)String\(|\bnew Intl\.DateTimeFormat\(|\.toLocaleString\([^)]*(timeZone|hour|weekday)/,
    home: [DATE_FORMATS, BUSINESS_TIME],
    planted: "const when = new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });",
  },
  {
    rule: 'an hh:mm A clock written by hand',
    pattern: /['"`](AM|PM|am|pm|ص|م)['"`]|%\s*12\s*(\|\||===?\s*0)/,
    home: [],
    planted: "const marker = hours >= 12 ? 'PM' : 'AM';",
  },
];

const ROOTS = ['src', 'server', 'sw'];
const CODE = /\.(ts|tsx)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return CODE.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

/** Comments say why, they are not rules: they are blanked (line numbers kept). */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Every copy of a rule outside its home, as "rule — path:line". */
function findCopies(files: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    const lines = withoutComments(text).split('\n');
    for (const detector of DETECTORS) {
      if (detector.home.includes(path)) continue;
      lines.forEach((line, index) => {
        if (detector.pattern.test(line)) found.push(`${detector.rule} — ${path}:${index + 1}`);
      });
    }
  }
  return found;
}

const root = process.cwd();
const tree = () =>
  ROOTS.flatMap((dir) => codeFiles(join(root, dir))).map((file) => ({
    path: relative(root, file).split('\\').join('/'),
    text: readFileSync(file, 'utf8'),
  }));

describe('one home for each rule: business time and date formats', () => {
  it('finds no copy of a time rule or a date format outside src/domain', () => {
    expect(findCopies(tree())).toEqual([]);
  });

  for (const detector of DETECTORS) {
    it(`catches a planted copy: ${detector.rule}`, () => {
      const planted = { path: 'server/modules/planted/copy.ts', text: `export {};\n${detector.planted}\n` };
      expect(findCopies([...tree(), planted])).toEqual([
        `${detector.rule} — server/modules/planted/copy.ts:2`,
      ]);
    });
  }

  it('lets a rule live in its home, and ignores comments that mention it', () => {
    const home = { path: BUSINESS_TIME, text: "export const BUSINESS_TIME_ZONE = 'Asia/Kuwait';\n" };
    const comment = {
      path: 'server/modules/planted/comment.ts',
      text: "// Kuwait is UTC+03:00, 3 * 60 * 60 * 1000 ms ahead.\n/* 'Asia/Kuwait' */\nconst url = 'http://x';\n",
    };
    expect(findCopies([home, comment])).toEqual([]);
  });
});
