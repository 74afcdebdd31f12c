import type { OrderState } from '@/domain/contracts/food';

/** Colour of each state on the kitchen screen: new is loud, moving is calm, done is grey. */
export const ORDER_STATE_PALETTE: Record<OrderState, string> = {
  received: 'orange',
  accepted: 'blue',
  preparing: 'purple',
  ready: 'teal',
  out_for_delivery: 'cyan',
  picked_up: 'cyan',
  completed: 'green',
  cancelled: 'red',
};
