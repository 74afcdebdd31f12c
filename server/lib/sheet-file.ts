/**
 * Spreadsheets people upload (the kitchen's products, bulk payment requests): what the bytes
 * are, and their rows as text keyed by header, within the import's bounds.
 */
import { checkXlsxLimits, type XlsxLimits } from './xlsx-limits.ts';

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

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

async function xlsxRows(bytes: Uint8Array, limits: XlsxLimits): Promise<string[][]> {
  await checkXlsxLimits(bytes, limits);
  // Loaded on the first spreadsheet upload, not at start: exceljs and its dependencies hold
  // ~20 MB of a server's memory, and spreadsheet imports are rare tasks.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  // Read once: exceljs walks every row to count the columns, so asking per row took 9 s for
  // 5,000 rows and 159 s for 20,000.
  const columnCount = sheet.columnCount;
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    // cell.text is what Excel displays: numbers, dates, rich text and links alike as text.
    for (let c = 1; c <= Math.max(row.cellCount, columnCount); c += 1) cells.push(row.getCell(c).text ?? '');
    rows.push(cells);
  }
  return rows;
}

/** Rows keyed by their (lower-cased, trimmed) header; empty rows are left out. */
export async function readSheetFile(
  bytes: Uint8Array,
  type: SheetFileType,
  xlsxLimits: XlsxLimits,
): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const table =
    type === 'csv' ? parseCsv(new TextDecoder().decode(bytes)) : await xlsxRows(bytes, xlsxLimits);
  const headers = (table[0] ?? []).map((header) => header.trim().toLowerCase());
  const rows: SheetRow[] = [];
  table.slice(1).forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const values = Object.fromEntries(headers.map((header, i) => [header, (cells[i] ?? '').trim()]));
    rows.push({ row: index + 2, values });
  });
  return { headers, rows };
}
