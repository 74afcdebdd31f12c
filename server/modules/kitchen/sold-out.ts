import { kuwaitToday } from '../../../src/domain/business-time.ts';
import type { KitchenMenu } from '../../../src/domain/contracts/kitchen.ts';
import { isSoldOutToday } from '../../../src/domain/food-availability.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import type { User } from '../users/service.ts';
import { listMenuForKitchen, setSoldOutOn } from './repository.ts';

/**
 * "Sold out today" (issue 23): the kitchen presses it when a dish runs out, and the menu shows
 * it until 00:00 Asia/Kuwait, when it ends by itself (the day pressed on is stored, not a flag).
 */

export async function kitchenMenu(db: DbHandle, merchantId: number, now: Date): Promise<KitchenMenu> {
  return (await listMenuForKitchen(db, merchantId)).map((row) => ({
    id: row.id,
    sku: row.sku,
    category_id: row.category_id,
    category: { en: row.category_en, ar: row.category_ar },
    name: { en: row.name_en, ar: row.name_ar },
    sold_out_today: isSoldOutToday(row.sold_out_on, now),
  }));
}

/** Marks a dish sold out for today, or available again; logged when it changes anything. */
export function markSoldOut(
  db: DbHandle,
  user: User,
  id: number,
  soldOut: boolean,
  now: Date,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const day = soldOut ? kuwaitToday(now) : null;
    const before = await setSoldOutOn(trx, user.merchant_id, id, day);
    if (!before) throw messageError(404, 'errors.not_found');
    if (isSoldOutToday(before.before, now) === soldOut) return;
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: soldOut ? 'activity.menu_ops_sold_out' : 'activity.menu_ops_back',
      plugin: 'food_ordering',
      params: {
        name: before.name_en,
        sku: before.sku,
        changes: [{ field: 'sold_out_today', before: !soldOut, after: soldOut }],
      },
    });
  });
}
