import { describe, expect, it } from 'vitest';
import type { DeliveryType, OrderState } from '../../src/domain/contracts/food';
import {
  canMoveOrder,
  isFinalOrderState,
  nextOrderStates,
  ORDER_STATES,
  orderActorOf,
  orderFlow,
} from '../../src/domain/order-states';

/** The kitchen's table of moves, written out by hand for every delivery type. */
const KITCHEN: Record<DeliveryType, Record<OrderState, OrderState[]>> = {
  delivery: {
    received: ['accepted', 'cancelled'],
    accepted: ['preparing', 'cancelled'],
    preparing: ['ready', 'cancelled'],
    ready: ['out_for_delivery'],
    out_for_delivery: ['completed'],
    picked_up: [],
    completed: [],
    cancelled: [],
  },
  pickup: {
    received: ['accepted', 'cancelled'],
    accepted: ['preparing', 'cancelled'],
    preparing: ['ready', 'cancelled'],
    ready: ['picked_up'],
    out_for_delivery: [],
    picked_up: ['completed'],
    completed: [],
    cancelled: [],
  },
  catering: {
    received: ['accepted', 'cancelled'],
    accepted: ['preparing', 'cancelled'],
    preparing: ['ready', 'cancelled'],
    ready: ['picked_up'],
    out_for_delivery: [],
    picked_up: ['completed'],
    completed: [],
    cancelled: [],
  },
};
const TYPES: DeliveryType[] = ['delivery', 'pickup', 'catering'];

describe('order state machine', () => {
  it('offers the kitchen exactly the listed moves, for every type and pair of states', () => {
    for (const type of TYPES) {
      for (const from of ORDER_STATES) {
        expect(nextOrderStates(from, type, 'kitchen'), `${type} ${from}`).toEqual(KITCHEN[type][from]);
        for (const to of ORDER_STATES) {
          expect(canMoveOrder(from, to, type, 'kitchen'), `${type} ${from}→${to}`).toBe(
            KITCHEN[type][from].includes(to),
          );
        }
      }
    }
  });

  it('hands delivery orders to a driver and pickup or catering orders to the customer', () => {
    expect(orderFlow('delivery')).toEqual([
      'received',
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
      'completed',
    ]);
    expect(orderFlow('pickup')).toContain('picked_up');
    expect(orderFlow('catering')).not.toContain('out_for_delivery');
  });

  it('lets counter staff only hand over and complete, never accept, cook or cancel', () => {
    for (const type of TYPES) {
      for (const from of ORDER_STATES) {
        const counter = nextOrderStates(from, type, 'counter');
        expect(counter.every((to) => KITCHEN[type][from].includes(to))).toBe(true);
        expect(counter).not.toContain('cancelled');
        expect(counter).not.toContain('accepted');
        expect(counter).not.toContain('preparing');
      }
    }
    expect(nextOrderStates('ready', 'delivery', 'counter')).toEqual(['out_for_delivery']);
    expect(nextOrderStates('picked_up', 'pickup', 'counter')).toEqual(['completed']);
    expect(nextOrderStates('received', 'pickup', 'counter')).toEqual([]);
  });

  it('ends at completed or cancelled, and every non-final state can move on', () => {
    for (const type of TYPES) {
      for (const state of orderFlow(type)) {
        expect(isFinalOrderState(state) || nextOrderStates(state, type, 'kitchen').length > 0).toBe(true);
      }
    }
    expect(isFinalOrderState('completed')).toBe(true);
    expect(isFinalOrderState('cancelled')).toBe(true);
    expect(isFinalOrderState('ready')).toBe(false);
  });

  it('tells kitchen staff, counter staff and others apart by their permissions', () => {
    expect(orderActorOf({ is_superuser: true, permissions: [] })).toBe('kitchen');
    expect(orderActorOf({ is_superuser: false, permissions: ['access_food_ordering'] })).toBe('kitchen');
    expect(orderActorOf({ is_superuser: false, permissions: ['scan_foodorder'] })).toBe('counter');
    expect(orderActorOf({ is_superuser: false, permissions: ['scan_eventbooking'] })).toBeNull();
  });
});
