/**
 * What a product workbook may hold before exceljs opens it: exceljs (through JSZip) inflates
 * every entry whole into memory, so a 735 KB file inflating to 150 MB once took 10 s and
 * 380 MB of server memory. Everything here is checked on the real inflated bytes.
 */
import { fieldErrors, msg } from '../../lib/errors.ts';
import { inflateEntry, readZipEntries, ZipRefused } from '../../lib/zip-entries.ts';
import { MAX_PRODUCT_ROWS } from './product-rows.ts';

/** A workbook saved by Excel, LibreOffice or exceljs has 10–30 parts; images add a few. */
export const MAX_XLSX_ENTRIES = 100;
/**
 * 2,000 rows with the longest names and descriptions the import accepts come to about 15 MB
 * of sheet XML; twice that leaves room for styles and shared strings, and bounds exceljs.
 */
export const MAX_XLSX_INFLATED_BYTES = 32 * 1024 * 1024;

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
/** A row element, not <rowBreaks> or <rows…>. */
const ROW_TAG = /<row[\s>/]/g;

class TooManyRows extends Error {}

const fileError = (key: string, vars?: Record<string, string | number>) =>
  fieldErrors({ file: [msg(key, vars)] });

/** Counts a worksheet's rows as its XML streams past; a tag split between chunks counts once. */
function rowCounter(maxRows: number): (chunk: Buffer) => void {
  let rows = 0;
  let carry = '';
  return (chunk) => {
    const text = carry + chunk.toString('latin1');
    rows += text.match(ROW_TAG)?.length ?? 0;
    // Shorter than a whole tag ("<row" plus one), so no tag is counted twice.
    carry = text.slice(-4);
    if (rows > maxRows) throw new TooManyRows();
  };
}

/**
 * Refuses (400, in the request's language) a workbook with too many parts, more inflated
 * bytes than the budget (declared or real) or a sheet with more rows than an import takes.
 */
export async function checkXlsxLimits(bytes: Uint8Array): Promise<void> {
  const tooLarge = () =>
    fileError('kitchen.upload.xlsx_too_large', { mb: MAX_XLSX_INFLATED_BYTES / 1024 / 1024 });
  try {
    const entries = readZipEntries(bytes, MAX_XLSX_ENTRIES);
    const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
    if (declared > MAX_XLSX_INFLATED_BYTES) throw tooLarge();
    let budget = MAX_XLSX_INFLATED_BYTES;
    for (const entry of entries) {
      // The header row, then the products.
      const onChunk = WORKSHEET.test(entry.name) ? rowCounter(MAX_PRODUCT_ROWS + 1) : undefined;
      budget -= await inflateEntry(bytes, entry, budget, onChunk);
    }
  } catch (err) {
    if (err instanceof TooManyRows)
      throw fileError('kitchen.upload.too_many_rows', { max: MAX_PRODUCT_ROWS });
    if (!(err instanceof ZipRefused)) throw err;
    // Hundreds of parts is no workbook a person saved: unreadable says what to do about it.
    if (err.reason === 'too_large') throw tooLarge();
    throw fileError('kitchen.upload.unreadable');
  }
}
