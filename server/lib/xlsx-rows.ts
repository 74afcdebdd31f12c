/**
 * A workbook's first sheet read row by row as its XML inflates, so a 100,000-row file never
 * sits in memory as a workbook (exceljs's load held ~800 MB for one). Cells come as the text
 * a person sees: shared and inline strings, numbers, booleans, formulas' cached results, and
 * dates (numbers with a date format) as YYYY-MM-DD or YYYY-MM-DD HH:mm. The caller has run
 * checkXlsxLimits first; inflation here is bounded by the same budget all the same.
 */
import { MAX_XLSX_ENTRIES } from './xlsx-limits.ts';
import { inflateChunks, readZipEntries, type ZipEntry, ZipRefused } from './zip-entries.ts';

export interface XlsxRow {
  /** As the spreadsheet numbers it (1 for the first row). */
  row: number;
  cells: string[];
}

const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(lt|gt|amp|quot|apos));/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (_, dec: string, hex: string, name: string) =>
    name
      ? (NAMED[name.toLowerCase()] ?? '')
      : String.fromCodePoint(dec ? Number(dec) : Number.parseInt(hex, 16)),
  );
}

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];

/** A string item's text: its runs joined, phonetic guides (<rPh>) left out. */
function stringText(xml: string): string {
  const visible = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const match of visible.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)) text += match[1];
  return unescapeXml(text);
}

/** No row or string item of a sheet people fill is near this; one that is would be held whole. */
const MAX_ELEMENT_CHARS = 4 * 1024 * 1024;

/**
 * The entry's text cut into pieces that each end at a whole `</tag>`, so a regex over a piece
 * never meets half an element; what follows the last one (a trailing `<tag/>`) comes at the end.
 * Only the newly inflated text is searched, and an element longer than MAX_ELEMENT_CHARS is
 * refused as too large rather than gathered.
 */
async function* wholeElements(chunks: AsyncIterable<Buffer>, tag: string): AsyncGenerator<string> {
  const close = `</${tag}>`;
  const decoder = new TextDecoder();
  let parts: string[] = [];
  let length = 0;
  /** The pending text's last characters: a close tag may start there and end in the next chunk. */
  let tail = '';
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    const end = (tail + text).lastIndexOf(close);
    if (end < 0) {
      parts.push(text);
      length += text.length;
      if (length > MAX_ELEMENT_CHARS) throw new ZipRefused('too_large');
      tail = (tail + text).slice(1 - close.length);
      continue;
    }
    const cut = end + close.length - tail.length;
    parts.push(text.slice(0, cut));
    yield parts.join('');
    const rest = text.slice(cut);
    parts = [rest];
    length = rest.length;
    tail = rest.slice(1 - close.length);
  }
  parts.push(decoder.decode());
  const rest = parts.join('');
  if (rest) yield rest;
}

async function entryText(bytes: Uint8Array, entry: ZipEntry | undefined, budget: Budget): Promise<string> {
  if (!entry) return '';
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of budget.inflate(bytes, entry)) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** Inflated bytes left to the whole workbook, spent by every part read. */
class Budget {
  constructor(private left: number) {}

  async *inflate(bytes: Uint8Array, entry: ZipEntry): AsyncGenerator<Buffer> {
    for await (const chunk of inflateChunks(bytes, entry, this.left)) {
      this.left -= chunk.length;
      yield chunk;
    }
  }
}

/** Built-in number formats that show a date or time (ECMA-376 18.8.30). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A custom format shows a date when, quoted text and [colours] aside, it has d, m, y, h or s. */
const isDateFormat = (code: string) => /[dmyhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));

/** Which cell styles (the s="…" index) show their number as a date. */
function dateStyles(styles: string): Set<number> {
  const custom = new Map<number, string>();
  for (const match of styles.matchAll(/<numFmt\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    custom.set(
      Number(attribute(attributes, 'numFmtId')),
      unescapeXml(attribute(attributes, 'formatCode') ?? ''),
    );
  }
  const xfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  const dates = new Set<number>();
  [...xfs.matchAll(/<xf\b([^>]*)>/g)].forEach((match, index) => {
    const id = Number(attribute(match[1] ?? '', 'numFmtId') ?? 0);
    const code = custom.get(id);
    if (code === undefined ? DATE_FORMAT_IDS.has(id) : isDateFormat(code)) dates.add(index);
  });
  return dates;
}

const DAY_MS = 86_400_000;
/** Days from Excel's day 0 (1899-12-30, leap-year bug included) to 1970-01-01. */
const EPOCH_1900 = 25_569;
const EPOCH_1904 = 24_107;

/** An Excel serial as the wall-clock time it stands for (workbooks carry no time zone). */
function serialText(serial: number, epoch: number): string {
  const ms = Math.round(((serial - epoch) * DAY_MS) / 60_000) * 60_000;
  const iso = new Date(ms).toISOString();
  return ms % DAY_MS === 0 ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** "AB12" → 27 (0-based column). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + code - 64;
  }
  return index - 1;
}

interface SheetContext {
  shared: string[];
  dates: Set<number>;
  epoch: number;
}

function cellText(attributes: string, body: string, context: SheetContext): string {
  const type = attribute(attributes, 't') ?? 'n';
  if (type === 'inlineStr') return stringText(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
  const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
  if (value === undefined) return '';
  if (type === 's') return context.shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'true' : 'false';
  if (type !== 'n') return unescapeXml(value);
  const number = Number(value);
  if (Number.isNaN(number)) return value;
  const style = Number(attribute(attributes, 's') ?? 0);
  return context.dates.has(style) ? serialText(number, context.epoch) : String(number);
}

function rowCells(body: string, context: SheetContext): string[] {
  const cells: string[] = [];
  for (const match of body.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const attributes = match[1] ?? '';
    const reference = attribute(attributes, 'r');
    const index = reference ? columnIndex(reference) : cells.length;
    while (cells.length < index) cells.push('');
    cells[index] = cellText(attributes, match[2] ?? '', context);
  }
  return cells;
}

/** The first sheet in the workbook's order, as its relationships name it. */
function firstSheetPath(workbook: string, relations: string): string {
  const id = /<sheet\b[^>]*?\br:id="([^"]+)"/.exec(workbook)?.[1];
  for (const match of relations.matchAll(/<Relationship\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    if (attribute(attributes, 'Id') !== id) continue;
    const target = attribute(attributes, 'Target') ?? '';
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  return 'xl/worksheets/sheet1.xml';
}

/**
 * The first sheet's rows that hold a cell, in order; rows the file leaves out are skipped, so
 * `row` is the number Excel shows. Throws ZipRefused when the archive is broken or over budget.
 */
export async function* xlsxRows(bytes: Uint8Array, maxInflatedBytes: number): AsyncGenerator<XlsxRow> {
  const entries = readZipEntries(bytes, MAX_XLSX_ENTRIES);
  const part = (name: string) => entries.find((entry) => entry.name.toLowerCase() === name.toLowerCase());
  const budget = new Budget(maxInflatedBytes);
  const workbook = await entryText(bytes, part('xl/workbook.xml'), budget);
  const relations = await entryText(bytes, part('xl/_rels/workbook.xml.rels'), budget);
  const context: SheetContext = {
    shared: [],
    dates: dateStyles(await entryText(bytes, part('xl/styles.xml'), budget)),
    epoch: /<workbookPr\b[^>]*\bdate1904="(1|true)"/.test(workbook) ? EPOCH_1904 : EPOCH_1900,
  };
  const strings = part('xl/sharedStrings.xml');
  if (strings) {
    for await (const piece of wholeElements(budget.inflate(bytes, strings), 'si')) {
      for (const match of piece.matchAll(/<si\b[^>]*?(?:\/>|>([\s\S]*?)<\/si>)/g)) {
        context.shared.push(stringText(match[1] ?? ''));
      }
    }
  }
  const sheet = part(firstSheetPath(workbook, relations));
  if (!sheet) return;
  let previous = 0;
  for await (const piece of wholeElements(budget.inflate(bytes, sheet), 'row')) {
    for (const match of piece.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
      const number = Number(attribute(match[1] ?? '', 'r') ?? previous + 1);
      previous = number;
      const cells = rowCells(match[2] ?? '', context);
      if (cells.length) yield { row: number, cells };
    }
  }
}
