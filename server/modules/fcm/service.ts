import type { FastifyBaseLogger } from 'fastify';
import type { OrderRow } from '../../../src/domain/contracts/kitchen.ts';
import { formatApiMoney } from '../../../src/domain/money.ts';
import { orderActorOf } from '../../../src/domain/order-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import { translate } from '../../lib/i18n.ts';
import type { FcmClient } from './fcm-client.ts';
import { deleteNotificationToken, listOptedInDevices } from './repository.ts';

export { saveNotificationToken } from './repository.ts';

/** Tokens of the merchant's kitchen staff who opted in to order notifications. */
async function recipients(db: DbHandle, merchantId: number): Promise<string[]> {
  const rows = await listOptedInDevices(db, merchantId);
  return rows.filter((row) => orderActorOf(row) === 'kitchen').map((row) => row.registration_id);
}

/**
 * Pushes a new order to every opted-in kitchen device. A user has no stored language, so
 * the title carries both; the body is numbers and names, the same in either.
 */
export async function pushNewOrder(
  db: DbHandle,
  client: FcmClient,
  merchantId: number,
  order: OrderRow,
  publicUrl: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const tokens = await recipients(db, merchantId);
  const vars = { number: order.number };
  const title = `${translate('en', 'fcm.new_order_title', vars)} · ${translate('ar', 'fcm.new_order_title', vars)}`;
  const body = `#${order.number} · ${formatApiMoney(order.total, order.currency_code, 'en')} · ${order.customer_name}`;
  await Promise.all(
    tokens.map(async (token) => {
      const outcome = await client.send({
        token,
        title,
        body,
        link: `${publicUrl}/en/food-ordering/orders/${order.id}`,
        data: { order_id: order.id, number: order.number },
      });
      if (outcome.status === 'unregistered') {
        await deleteNotificationToken(db, token);
        log.info({ orderId: order.id }, 'FCM token unregistered; removed');
      } else if (outcome.status === 'failed') {
        log.warn({ orderId: order.id, error: outcome.error }, 'FCM push failed');
      }
    }),
  );
}
