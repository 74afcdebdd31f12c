import type { BulkCurrencySummary, BulkSummary } from '../../../src/domain/contracts/bulk-summary.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import { uploadOf } from './review.ts';
import { linkTotals, rowsToSendTotals } from './summary-repository.ts';

/**
 * The upload's money per currency (issue 22): requested, paid, outstanding, refunded. Before
 * dispatch "requested" is the valid rows; as links are made it becomes the links, so the sum
 * never counts a row and its link twice. Two queries, whatever the upload's size.
 */
export async function uploadSummary(
  db: DbHandle,
  merchantId: number,
  uploadId: string,
): Promise<BulkSummary> {
  await uploadOf(db, merchantId, uploadId);
  const [links, toSend] = await Promise.all([
    linkTotals(db, merchantId, uploadId),
    rowsToSendTotals(db, uploadId),
  ]);
  const currencies = [...new Set([...links.map((l) => l.currency), ...toSend.map((r) => r.currency)])].sort();
  return {
    currencies: currencies.map((currency): BulkCurrencySummary => {
      const made = links.find((l) => l.currency === currency);
      const rows = toSend.find((r) => r.currency === currency);
      const money = (count: number, minor: string | number | bigint | undefined) => ({
        count,
        amount: formatAmount(minorFromDb(minor ?? 0), currency),
      });
      const rowsMinor = minorFromDb(rows?.amount ?? 0);
      const linksMinor = minorFromDb(made?.requested ?? 0);
      return {
        currency,
        requested: money((made?.links ?? 0) + (rows?.count ?? 0), linksMinor + rowsMinor),
        to_send: money(rows?.count ?? 0, rowsMinor),
        paid: money(made?.paid_count ?? 0, made?.paid),
        outstanding: money(made?.outstanding_count ?? 0, made?.outstanding),
        refunded: formatAmount(minorFromDb(made?.refunded ?? 0), currency),
      };
    }),
  };
}
