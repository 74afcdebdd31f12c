import type { XlsxLimits } from '../../lib/xlsx-limits.ts';
import { MAX_PRODUCT_ROWS } from './product-rows.ts';

/**
 * 2,000 rows with the longest names and descriptions the import accepts come to about 15 MB
 * of sheet XML; twice that leaves room for styles and shared strings, and bounds the reading.
 */
export const MAX_XLSX_INFLATED_BYTES = 32 * 1024 * 1024;

export const PRODUCT_XLSX_LIMITS: XlsxLimits = {
  maxRows: MAX_PRODUCT_ROWS,
  maxInflatedBytes: MAX_XLSX_INFLATED_BYTES,
  messages: {
    tooLarge: 'kitchen.upload.xlsx_too_large',
    tooManyRows: 'kitchen.upload.too_many_rows',
    unreadable: 'kitchen.upload.unreadable',
  },
};
