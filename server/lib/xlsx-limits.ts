/**
 * What a workbook may hold before its rows are read (xlsx-rows.ts): a 735 KB file can inflate
 * to 150 MB, and once took 10 s and 380 MB of server memory when a library inflated it whole.
 * Everything here is checked on the real inflated bytes, in a first pass that keeps nothing,
 * so a file over its limits is refused before any of its rows is used. Each import (the
 * kitchen's products, bulk payment requests) gives its own bounds and messages.
 */
import { fieldErrors, msg } from './errors.ts';
import { inflateEntry, readZipEntries, ZipRefused } from './zip-entries.ts';

/** A workbook saved by Excel, LibreOffice or exceljs has 10–30 parts; images add a few. */
export const MAX_XLSX_ENTRIES = 100;

export interface XlsxLimits {
  /** Data rows a sheet may hold (its header row comes on top). */
  maxRows: number;
  maxInflatedBytes: number;
  /** Message keys of the `file` field's errors: tooLarge gets {mb}, tooManyRows {max}. */
  messages: { tooLarge: string; tooManyRows: string; unreadable: string };
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
/** A row element, not <rowBreaks> or <rows…>. */
const ROW_TAG = /<row[\s>/]/g;

class TooManyRows extends Error {}

const fileError = (key: string, vars?: Record<string, string | number>) =>
  fieldErrors({ file: [msg(key, vars)] });

/** Counts a worksheet's rows as its XML streams past; a tag split between chunks counts once. */
function rowCounter(maxRows: number, counted: (rows: number) => void): (chunk: Buffer) => void {
  let rows = 0;
  let carry = '';
  return (chunk) => {
    const text = carry + chunk.toString('latin1');
    rows += text.match(ROW_TAG)?.length ?? 0;
    // Shorter than a whole tag ("<row" plus one), so no tag is counted twice.
    carry = text.slice(-4);
    if (rows > maxRows) throw new TooManyRows();
    counted(rows);
  };
}

/**
 * Refuses (400, in the request's language) a workbook with too many parts, more inflated
 * bytes than the budget (declared or real) or a sheet with more rows than the import takes.
 * Returns the most rows (header included, empty ones too) any of its sheets holds.
 */
export async function checkXlsxLimits(bytes: Uint8Array, limits: XlsxLimits): Promise<number> {
  const { maxRows, maxInflatedBytes, messages } = limits;
  const tooLarge = () => fileError(messages.tooLarge, { mb: maxInflatedBytes / 1024 / 1024 });
  try {
    const entries = readZipEntries(bytes, MAX_XLSX_ENTRIES);
    const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
    if (declared > maxInflatedBytes) throw tooLarge();
    let budget = maxInflatedBytes;
    let most = 0;
    const counted = (rows: number) => {
      most = Math.max(most, rows);
    };
    for (const entry of entries) {
      const onChunk = WORKSHEET.test(entry.name) ? rowCounter(maxRows + 1, counted) : undefined;
      budget -= await inflateEntry(bytes, entry, budget, onChunk);
    }
    return most;
  } catch (err) {
    if (err instanceof TooManyRows) throw fileError(messages.tooManyRows, { max: maxRows });
    if (!(err instanceof ZipRefused)) throw err;
    // Hundreds of parts is no workbook a person saved: unreadable says what to do about it.
    if (err.reason === 'too_large') throw tooLarge();
    throw fileError(messages.unreadable);
  }
}
