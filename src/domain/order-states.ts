/**
 * The food order's state machine (issue 6): one table of moves, shared by the server (which
 * enforces it) and the kitchen screen (which offers exactly these buttons).
 *
 * received → accepted → preparing → ready → out_for_delivery (delivery) | picked_up (pickup,
 * catering) → completed; cancelled from received, accepted or preparing. Food already handed
 * over cannot be cancelled: the money side of that is a refund, not a state.
 */
import type { DeliveryType, OrderState } from './contracts/food';
import { hasPermission, PERMISSIONS, type PermissionHolder, pluginAccessPermission } from './permissions';

/** The order's states (issue 6 defines them). */
export const ORDER_STATES = [
  'received',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'picked_up',
  'completed',
  'cancelled',
] as const;

/** How an order reaches the customer; each menu offers some of them. */
export const DELIVERY_TYPES = ['delivery', 'pickup', 'catering'] as const;

/**
 * - kitchen: staff with access to food ordering; every move.
 * - counter: staff who may only scan orders (scan_foodorder); they hand food over and close
 *   the order, but accepting, cooking and cancelling stay with the kitchen.
 */
export type OrderActor = 'kitchen' | 'counter';

const HANDED_OVER: Record<DeliveryType, OrderState> = {
  delivery: 'out_for_delivery',
  pickup: 'picked_up',
  catering: 'picked_up',
};

const CANCELLABLE: readonly OrderState[] = ['received', 'accepted', 'preparing'];
const FINAL: readonly OrderState[] = ['completed', 'cancelled'];
const COUNTER_MOVES: readonly OrderState[] = ['out_for_delivery', 'picked_up', 'completed'];

/** The states an order of this delivery type goes through, in order (cancelled aside). */
export function orderFlow(deliveryType: DeliveryType): OrderState[] {
  return ['received', 'accepted', 'preparing', 'ready', HANDED_OVER[deliveryType], 'completed'];
}

export const isFinalOrderState = (state: OrderState) => FINAL.includes(state);

/** What this actor may move the order to from `state`, the forward step first. */
export function nextOrderStates(
  state: OrderState,
  deliveryType: DeliveryType,
  actor: OrderActor,
): OrderState[] {
  const flow = orderFlow(deliveryType);
  const at = flow.indexOf(state);
  const forward = at >= 0 && at < flow.length - 1 ? [flow[at + 1] as OrderState] : [];
  const moves = CANCELLABLE.includes(state) ? [...forward, 'cancelled' as const] : forward;
  return actor === 'kitchen' ? moves : moves.filter((next) => COUNTER_MOVES.includes(next));
}

export function canMoveOrder(
  from: OrderState,
  to: OrderState,
  deliveryType: DeliveryType,
  actor: OrderActor,
): boolean {
  return nextOrderStates(from, deliveryType, actor).includes(to);
}

/** The role a staff member acts in on orders, or null when they may not touch orders at all. */
export function orderActorOf(user: PermissionHolder): OrderActor | null {
  if (hasPermission(user, pluginAccessPermission('food_ordering'))) return 'kitchen';
  if (hasPermission(user, PERMISSIONS.scanOrders)) return 'counter';
  return null;
}
