import type { BulkMatch } from '../../../src/domain/contracts/bulk-summary.ts';
import { formatAmount } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import { countMatchingRows, listMatchingRows } from './duplicate-repository.ts';
import { uploadOf } from './review.ts';

/**
 * The upload's rows that would bill a customer again for a link of another upload they
 * still owe (same email or phone, amount and currency). Read when asked, so it follows every
 * check, re-import and row edit, and a link paid meanwhile stops matching. It warns only: a
 * merchant may bill twice on purpose.
 */
export async function matchingRows(
  db: DbHandle,
  merchantId: number,
  uploadId: string,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: BulkMatch[] }> {
  await uploadOf(db, merchantId, uploadId);
  const [count, rows] = await Promise.all([
    countMatchingRows(db, merchantId, uploadId),
    listMatchingRows(db, merchantId, uploadId, page),
  ]);
  return {
    count,
    results: rows.map((row) => ({
      row: row.row_number,
      row_id: Number(row.row_id),
      customer_name: row.fields.customer_name,
      email: row.fields.email,
      phone: row.fields.phone,
      amount: formatAmount(row.fields.amount_minor, row.fields.currency_code),
      currency_code: row.fields.currency_code,
      transaction_id: row.transaction_id,
      upload_id: row.upload_id,
      file_name: row.file_name,
      sent_at: new Date(row.sent_at).toISOString(),
      links: row.links,
    })),
  };
}
