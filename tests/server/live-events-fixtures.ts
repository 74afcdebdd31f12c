import type { FastifyInstance } from 'fastify';
import { kitchenOrderRow } from '../../server/modules/kitchen/service.ts';
import type { OrderRow } from '../../src/domain/contracts/kitchen.ts';

/** A new order as the kitchen is told of it, with its branch as readers of each language see it. */
export interface AnnouncedOrder {
  order: OrderRow;
  branch: { en: string | null; ar: string | null };
}

/** The orders announced to the kitchen while `run` runs, once every commit it made has been heard. */
export async function announcedOrders(
  app: FastifyInstance,
  run: () => Promise<unknown>,
): Promise<AnnouncedOrder[]> {
  const heard: { merchantId: number; orderId: string }[] = [];
  const unsubscribe = app.liveEvents.subscribe((event) => {
    if (event.kind === 'order.visible')
      heard.push({ merchantId: event.merchantId, orderId: event.subjectId });
  });
  try {
    await run();
    await app.liveEvents.flush();
  } finally {
    unsubscribe();
  }
  return Promise.all(
    heard.map(async ({ merchantId, orderId }) => {
      const [en, ar] = await Promise.all([
        kitchenOrderRow(app.db, merchantId, orderId, 'en'),
        kitchenOrderRow(app.db, merchantId, orderId, 'ar'),
      ]);
      if (!en || !ar) throw new Error(`announced order ${orderId} is not visible`);
      return { order: en, branch: { en: en.branch, ar: ar.branch } };
    }),
  );
}
