/**
 * Spreadsheets people upload (the kitchen's products, bulk payment requests): what the bytes
 * are, and their rows as text keyed by header, within the import's bounds.
 */
import { checkXlsxLimits, type XlsxLimits } from './xlsx-limits.ts';
import { xlsxRows } from './xlsx-rows.ts';

/** A row read as header → text, with its number in the file. */
export interface SheetRow {
  /** As the spreadsheet shows it: the header is row 1, the first data row 2. */
  row: number;
  values: Record<string, string>;
}

export type SheetFileType = 'csv' | 'xlsx';

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * What the bytes are, whatever the name says: an .xlsx is a zip; a CSV is UTF-8 text with no
 * NUL byte (which rules out old binary .xls files and images renamed to .csv).
 */
export function sniffSheetFile(bytes: Uint8Array, filename: string): SheetFileType | null {
  const name = filename.toLowerCase();
  if (ZIP.every((byte, i) => bytes[i] === byte)) return name.endsWith('.xlsx') ? 'xlsx' : null;
  if (!name.endsWith('.csv') || bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'csv';
  } catch {
    return null;
  }
}

/** Bytes decoded a megabyte at a time: a 50 MB file never becomes one 50–100 MB string. */
function* decodedPieces(bytes: Uint8Array): Generator<string> {
  const decoder = new TextDecoder();
  const PIECE = 1024 * 1024;
  for (let at = 0; at < bytes.length; at += PIECE) {
    yield decoder.decode(bytes.subarray(at, at + PIECE), { stream: true });
  }
  yield decoder.decode();
}

/**
 * RFC 4180 records as the text streams past: quoted fields may hold commas, doubled quotes and
 * line breaks, and a record, a quote pair or a CRLF may be split between pieces.
 */
function* csvRecords(pieces: Iterable<string>): Generator<string[]> {
  let row: string[] = [];
  let field = '';
  let quoted = false;
  /** A quote met inside a quoted field: the next character says if it closes it. */
  let quoteSeen = false;
  let afterCr = false;
  let first = true;
  for (let piece of pieces) {
    if (first && piece) {
      piece = piece.replace(/^\uFEFF/, '');
      first = false;
    }
    for (let i = 0; i < piece.length; i += 1) {
      const char = piece[i] as string;
      if (afterCr) {
        afterCr = false;
        if (char === '\n') continue;
      }
      if (quoteSeen) {
        quoteSeen = false;
        if (char === '"') {
          field += '"';
          continue;
        }
        quoted = false;
      }
      if (quoted) {
        if (char === '"') quoteSeen = true;
        else field += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        row.push(field);
        field = '';
      } else if (char === '\n' || char === '\r') {
        afterCr = char === '\r';
        row.push(field);
        yield row;
        row = [];
        field = '';
      } else field += char;
    }
  }
  if (field !== '' || row.length) {
    row.push(field);
    yield row;
  }
}

export function parseCsv(text: string): string[][] {
  return [...csvRecords([text])];
}

/** The file's rows in order with their numbers (the first is 1), empty ones included. */
async function* tableRows(
  bytes: Uint8Array,
  type: SheetFileType,
  xlsxLimits: XlsxLimits,
): AsyncGenerator<{ row: number; cells: string[] }> {
  if (type === 'csv') {
    let row = 0;
    for (const cells of csvRecords(decodedPieces(bytes))) {
      row += 1;
      yield { row, cells };
    }
    return;
  }
  await checkXlsxLimits(bytes, xlsxLimits);
  yield* xlsxRows(bytes, xlsxLimits.maxInflatedBytes);
}

/** A sheet's header, then its rows one at a time as the file is read. */
export interface SheetReader {
  /** Lower-cased and trimmed. */
  headers: string[];
  /** Keyed by header; empty rows are left out. */
  rows: AsyncGenerator<SheetRow>;
}

/**
 * Opens the file and reads its header row; the rows follow as they are asked for. An XLSX over
 * its limits is refused here, before any row.
 */
export async function openSheetFile(
  bytes: Uint8Array,
  type: SheetFileType,
  xlsxLimits: XlsxLimits,
): Promise<SheetReader> {
  const table = tableRows(bytes, type, xlsxLimits);
  const first = await table.next();
  const headers = first.done ? [] : first.value.cells.map((header) => header.trim().toLowerCase());
  async function* rows(): AsyncGenerator<SheetRow> {
    for await (const { row, cells } of table) {
      if (cells.every((cell) => cell.trim() === '')) continue;
      const values: Record<string, string> = {};
      headers.forEach((header, i) => {
        values[header] = (cells[i] ?? '').trim();
      });
      yield { row, values };
    }
  }
  return { headers, rows: rows() };
}

/**
 * What the file is before its rows are read: its header and how many data rows it has (for
 * an XLSX, its row elements, empty ones included), with an XLSX over its limits refused.
 * Reads a CSV through once without keeping its rows, and an XLSX's sheet no further than its
 * header (the limits' pass counts the rows).
 */
export async function inspectSheetFile(
  bytes: Uint8Array,
  type: SheetFileType,
  xlsxLimits: XlsxLimits,
): Promise<{ headers: string[]; rows: number }> {
  const header = (cells: string[] | undefined) => (cells ?? []).map((cell) => cell.trim().toLowerCase());
  if (type === 'csv') {
    let headers: string[] | null = null;
    let rows = 0;
    for (const cells of csvRecords(decodedPieces(bytes))) {
      if (!headers) headers = header(cells);
      else if (cells.some((cell) => cell.trim() !== '')) rows += 1;
    }
    return { headers: headers ?? [], rows };
  }
  const rows = await checkXlsxLimits(bytes, xlsxLimits);
  const reading = xlsxRows(bytes, xlsxLimits.maxInflatedBytes);
  const first = await reading.next();
  await reading.return(undefined);
  return { headers: header(first.done ? [] : first.value.cells), rows: Math.max(0, rows - 1) };
}

/** Every row at once, for imports small enough to hold (the kitchen's products). */
export async function readSheetFile(
  bytes: Uint8Array,
  type: SheetFileType,
  xlsxLimits: XlsxLimits,
): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const sheet = await openSheetFile(bytes, type, xlsxLimits);
  const rows: SheetRow[] = [];
  for await (const row of sheet.rows) rows.push(row);
  return { headers: sheet.headers, rows };
}
