import { EventEmitter } from 'node:events';
import type { FoodOrder } from '../food/orders.ts';

/**
 * Changes staff make to orders (state, acknowledgement, edits, duplicates). Separate from
 * food's `orderEvents` (new orders), which also trigger push notifications: a state change
 * must reach open kitchen pages but must not buzz every phone again. The event carries the
 * stored row so each open page presents it in its own language.
 */
export const kitchenEvents = new EventEmitter<{ change: [{ merchantId: number; order: FoodOrder }] }>();
// One listener per open kitchen page.
kitchenEvents.setMaxListeners(0);

export function announceChange(order: FoodOrder): void {
  kitchenEvents.emit('change', { merchantId: order.merchant_id, order });
}
