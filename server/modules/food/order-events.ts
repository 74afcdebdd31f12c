import { EventEmitter } from 'node:events';
import type { LocalizedText } from '../../../src/domain/food-api.ts';
import type { OrderRow } from '../../../src/domain/kitchen-api.ts';

/** An order the kitchen may now see (paid or cash on delivery). Emitted only once committed. */
export interface OrderEvent {
  merchantId: number;
  /** Presented in English (checkout has no reader); `branch` gives the other language. */
  order: OrderRow;
  /** The order's branch in both languages, so each listener names it in its reader's language. */
  branch: { id: number; name: LocalizedText } | null;
}

interface OrderEvents {
  order: [OrderEvent];
}

/**
 * In-process: the kitchen's event stream (SSE) and push sender subscribe here. One server
 * process serves the app, so no broker is needed; every listener gets every merchant's
 * orders and filters by merchantId.
 */
export const orderEvents = new EventEmitter<OrderEvents>();
// Each open kitchen page is a listener: dozens are normal, not a leak.
orderEvents.setMaxListeners(0);
