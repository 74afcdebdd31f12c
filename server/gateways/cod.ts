import type { MoneyMover } from './builtin.ts';

/**
 * Cash on delivery: nothing to redirect to; the order is confirmed and paid at the door. No
 * money moved through a gateway, so a refund, capture or void is settled at once.
 */
export const cashOnDeliveryMover: MoneyMover = {
  move: async () => ({ status: 'done', refs: {} }),
  inquireMove: async () => ({ status: 'done', refs: {} }),
};
