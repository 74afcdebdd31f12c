import { isEmail } from '../../../src/domain/contact-rules.ts';
import type { OrderState } from '../../../src/domain/contracts/food.ts';
import type { OrderUpdateRequest } from '../../../src/domain/contracts/kitchen.ts';
import type { CustomerAddressInfo } from '../../../src/domain/contracts/payments.ts';
import { canMoveOrder, type OrderActor } from '../../../src/domain/order-states.ts';
import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import type { User } from '../../db/types.ts';
import { newAccessToken } from '../../lib/capability.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { type FoodOrder, recordState, takeOrderNumber } from '../food/orders.ts';
import { publishLiveEvent } from '../live-events/service.ts';
import { validateAddress } from '../pay-page/address.ts';
import { findKitchenOrder } from './repository.ts';

export interface Staff {
  user: User;
  actor: OrderActor;
}

const notFound = () => messageError(404, 'food.order_not_found');
const stateName = (state: string) => state.replace(/_/g, ' ');

/** Reads the order with its row locked, so two taps racing cannot both move it. */
async function lockOrder(trx: Db, merchantId: number, id: string): Promise<FoodOrder> {
  const found = await findKitchenOrder(trx, merchantId, id);
  if (!found) throw notFound();
  return trx
    .selectFrom('food_orders')
    .selectAll()
    .where('id', '=', found.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Every open kitchen page, on any server instance, hears of the change once it commits. */
const announceChange = (trx: Db, order: FoodOrder) =>
  publishLiveEvent(handleOf(trx), {
    merchantId: order.merchant_id,
    kind: 'order.changed',
    subjectId: order.id,
  });

function log(trx: Db, user: User, action: string, order: FoodOrder, params: Record<string, string> = {}) {
  return recordActivity(handleOf(trx), {
    merchantId: user.merchant_id,
    actor: user.username,
    action,
    plugin: 'food_ordering',
    params: { id: order.id, number: order.number, ...params },
  });
}

/**
 * Moves an order along the state machine (src/domain/order-states.ts). Any move also
 * acknowledges it: someone has clearly seen the order, so its alarm stops.
 */
export async function changeOrderState(db: Db, staff: Staff, id: string, to: OrderState): Promise<FoodOrder> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, staff.user.merchant_id, id);
    const from = order.state as OrderState;
    if (!canMoveOrder(from, to, order.delivery_type, staff.actor)) {
      throw fieldErrors({
        state: [msg('kitchen.state_not_allowed', { from: stateName(from), to: stateName(to) })],
      });
    }
    const now = new Date();
    const updated = await trx
      .updateTable('food_orders')
      .set({ state: to, updated_at: now, acknowledged_at: order.acknowledged_at ?? now })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordState(trx, order.id, from, to, { userId: staff.user.id, name: staff.user.username });
    await log(trx, staff.user, 'kitchen.activity.state_changed', order, {
      from: stateName(from),
      to: stateName(to),
    });
    await announceChange(trx, updated);
    return updated;
  });
}

/** Stops the new-order alarm on every kitchen screen; acknowledging twice changes nothing. */
export async function acknowledgeOrder(db: Db, user: User, id: string): Promise<FoodOrder> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, user.merchant_id, id);
    if (order.acknowledged_at) return order;
    const updated = await trx
      .updateTable('food_orders')
      .set({ acknowledged_at: new Date() })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await log(trx, user, 'kitchen.activity.acknowledged', order);
    await announceChange(trx, updated);
    return updated;
  });
}

/**
 * A copy of an order in state received with a new number, for food made again (a lost
 * delivery, a repeat). It keeps the original's payment (nothing new is charged), is shown
 * to the kitchen at once, and counts as seen by the staff member who made it. Runs in the
 * caller's transaction (the route stores its idempotent answer in it).
 */
export async function duplicateOrder(trx: Db, user: User, id: string): Promise<FoodOrder> {
  const original = await findKitchenOrder(trx, user.merchant_id, id);
  if (!original) throw notFound();
  const number = await takeOrderNumber(trx, user.merchant_id);
  const { id: _id, created_at: _c, updated_at: _u, ...fields } = original;
  const now = new Date();
  const copy = await trx
    .insertInto('food_orders')
    .values({
      ...fields,
      number,
      // Nobody was sent a link to the copy; the original's token must not open it.
      access_token: newAccessToken(),
      state: 'received',
      address: original.address && JSON.stringify(original.address),
      lines: JSON.stringify(original.lines),
      plates: original.plates && JSON.stringify(original.plates),
      visible_at: now,
      acknowledged_at: now,
      duplicate_of: original.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordState(trx, copy.id, null, 'received', { userId: user.id, name: user.username });
  await log(trx, user, 'kitchen.activity.duplicated', copy, {
    original: original.number,
    original_id: original.id,
  });
  await announceChange(trx, copy);
  return copy;
}

/** Fixes of what the customer typed (a wrong phone, a missing block), logged like any change. */
export async function updateOrder(
  db: Db,
  user: User,
  id: string,
  body: OrderUpdateRequest,
): Promise<FoodOrder> {
  const customer = body.customer ?? {};
  if (customer.name !== undefined && !customer.name.trim())
    throw fieldErrors({ name: [msg('errors.blank')] });
  if (customer.phone !== undefined && !customer.phone.trim())
    throw fieldErrors({ phone: [msg('errors.blank')] });
  if (customer.email?.trim() && !isEmail(customer.email.trim()))
    throw fieldErrors({ email: [msg('payments.invalid_email')] });
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, user.merchant_id, id);
    const address = body.address
      ? validateAddress({ ...(order.address ?? {}), ...body.address } as CustomerAddressInfo)
      : undefined;
    const updated = await trx
      .updateTable('food_orders')
      .set({
        customer_name: customer.name?.trim() ?? order.customer_name,
        customer_phone: customer.phone?.trim() ?? order.customer_phone,
        customer_email: customer.email?.trim() ?? order.customer_email,
        ...(address ? { address: JSON.stringify(address) } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await log(trx, user, 'kitchen.activity.updated', order);
    await announceChange(trx, updated);
    return updated;
  });
}
