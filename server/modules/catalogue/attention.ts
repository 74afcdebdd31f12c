import type { AttentionOrders } from '../../../src/domain/contracts/catalogue.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { recordActivity } from '../activity/service.ts';
import { type CatalogueOrder, listNeedingAttention, lockOrderOf, setOrderState } from './order-repository.ts';
import { retakeOrderStock } from './payment-hook.ts';

/** The member of staff settling an order: the activity history names them. */
export interface AttentionActor {
  merchant_id: number;
  username: string;
}

export async function ordersNeedingAttention(
  db: DbHandle,
  merchantId: number,
  page: { limit: number; offset: number },
  url: string,
): Promise<AttentionOrders> {
  const { count, rows } = await listNeedingAttention(db, merchantId, page);
  return {
    count,
    ...pageLinks(url, count, page.limit, page.offset),
    results: rows.map((row) => ({
      transaction_id: row.transaction_id,
      created: new Date(row.created_at).toISOString(),
      customer_name: row.customer_name ?? '',
      total: formatAmount(minorFromDb(row.total_minor), row.currency.trim()),
      currency_code: row.currency.trim(),
      store: row.store_en === null ? null : { en: row.store_en, ar: row.store_ar ?? row.store_en },
      lines: row.lines.map((line) => ({
        slug: line.slug,
        name: { en: line.name_en, ar: line.name_ar },
        quantity: line.quantity,
      })),
    })),
  };
}

/** The flagged order of one of the merchant's transactions, locked; 404 for any other. */
async function flaggedOrder(
  trx: DbHandle,
  merchantId: number,
  transactionId: string,
): Promise<CatalogueOrder> {
  const order = await lockOrderOf(trx, transactionId);
  if (!order || order.merchant_id !== merchantId || order.state !== 'needs_attention') {
    throw messageError(404, 'catalogue.attention_not_found');
  }
  return order;
}

/** A settled order leaves the list as `state`, named in the activity history by its transaction. */
async function settle(trx: DbHandle, actor: AttentionActor, order: CatalogueOrder, state: 'sold' | 'closed') {
  await setOrderState(trx, order.id, state);
  await recordActivity(trx, {
    merchantId: actor.merchant_id,
    actor: actor.username,
    action: state === 'sold' ? 'activity.catalogue_order_stocked' : 'activity.catalogue_order_closed',
    plugin: 'catalogue',
    params: { reference: order.transaction_id.slice(0, 8) },
  });
}

/**
 * Once staff have restocked, the order takes its stock as its payment would have: all lines or
 * none. Still short: 409 naming the product, and nothing is taken.
 */
export function takeStockForFlagged(
  db: DbHandle,
  actor: AttentionActor,
  transactionId: string,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const order = await flaggedOrder(trx, actor.merchant_id, transactionId);
    const short = await retakeOrderStock(trx, order);
    if (short) {
      throw messageError(409, 'catalogue.attention_still_short', {
        product: { en: short.name_en, ar: short.name_ar },
      });
    }
    await settle(trx, actor, order, 'sold');
  });
}

/** Settled another way (refunded, a substitute sent): the order leaves the list, taking no stock. */
export function closeFlagged(db: DbHandle, actor: AttentionActor, transactionId: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await settle(trx, actor, await flaggedOrder(trx, actor.merchant_id, transactionId), 'closed');
  });
}
