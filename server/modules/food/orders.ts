import type { CustomerAddress, DeliveryType, OrderState } from '../../../src/domain/contracts/food.ts';
import type { OrderDetails } from '../../../src/domain/contracts/food-orders.ts';
import type { OrderRow } from '../../../src/domain/contracts/kitchen.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import { tokenMatches } from '../../lib/capability.ts';
import { localized } from './present.ts';
import { type FoodOrder, findOrderByNumber, findOrderSurroundings } from './repository.ts';

/**
 * The order a customer's link names: its number and the token checkout gave only to them.
 * An unknown number and a wrong or missing token both find nothing, so callers answer alike.
 */
export async function findCustomerOrder(
  db: DbHandle,
  merchantId: number,
  number: string,
  token: string | undefined,
): Promise<FoodOrder | undefined> {
  const order = await findOrderByNumber(db, merchantId, number);
  return order && tokenMatches(token, order.access_token) ? order : undefined;
}

export interface OrderContext {
  payment: { state: string; gateway: string | null; test_payment: boolean };
  branch: { id: number; name_en: string; name_ar: string } | null;
  area: { id: number; name_en: string; name_ar: string } | null;
}

/** The payment state and place names an order is shown with. */
export async function orderContext(db: DbHandle, order: FoodOrder): Promise<OrderContext> {
  const { transaction, branch, area } = await findOrderSurroundings(db, order);
  return {
    // An order without a transaction cost nothing (a voucher covered it all).
    payment: {
      state: transaction?.state ?? 'paid',
      gateway: order.gateway_code || null,
      test_payment: transaction?.test_payment ?? false,
    },
    branch: branch ?? null,
    area: area ?? null,
  };
}

const money = (order: FoodOrder, value: string | number | bigint) =>
  formatAmount(minorFromDb(value), order.currency.trim());

export function presentOrderRow(order: FoodOrder, context: OrderContext, lang: 'en' | 'ar' = 'en'): OrderRow {
  return {
    id: order.id,
    number: order.number,
    state: order.state as OrderState,
    delivery_type: order.delivery_type as DeliveryType,
    customer_name: order.customer_name,
    total: money(order, order.total_minor),
    currency_code: order.currency.trim(),
    payment_state: context.payment.state,
    branch: context.branch ? (lang === 'ar' ? context.branch.name_ar : context.branch.name_en) : null,
    created: new Date(order.created_at).toISOString(),
    acknowledged: order.acknowledged_at !== null,
  };
}

export function presentOrderDetails(
  order: FoodOrder,
  context: OrderContext,
  nextStates: OrderState[] = [],
): OrderDetails {
  return {
    id: order.id,
    number: order.number,
    state: order.state as OrderState,
    next_states: nextStates,
    delivery_type: order.delivery_type as DeliveryType,
    branch: context.branch && {
      id: context.branch.id,
      name: localized(context.branch.name_en, context.branch.name_ar),
    },
    delivery_area: context.area && {
      id: context.area.id,
      name: localized(context.area.name_en, context.area.name_ar),
    },
    catering_date: order.catering_date,
    customer: { name: order.customer_name, phone: order.customer_phone, email: order.customer_email },
    address: order.address as CustomerAddress | null,
    lines: order.lines.map((line) => ({
      name: localized(line.name_en, line.name_ar),
      quantity: line.quantity,
      size: line.size && localized(line.size.name_en, line.size.name_ar),
      options: line.options.map((option) => ({
        group: localized(option.group_en, option.group_ar),
        choice: localized(option.en, option.ar),
      })),
      add_ons: line.add_ons.map((addOn) => ({
        name: localized(addOn.name_en, addOn.name_ar),
        price: money(order, addOn.price_minor),
      })),
      special_instructions: line.special_instructions,
      line_total: money(order, line.line_total_minor),
      category: line.category_en === null ? null : localized(line.category_en, line.category_ar ?? ''),
    })),
    subtotal: money(order, order.subtotal_minor),
    discount: money(order, order.discount_minor),
    delivery_charges: money(order, order.delivery_charges_minor),
    service_charges: money(order, order.service_charges_minor),
    total: money(order, order.total_minor),
    currency_code: order.currency.trim(),
    payment: { transaction_id: order.transaction_id, ...context.payment },
    voucher: order.voucher_code,
    created: new Date(order.created_at).toISOString(),
    acknowledged: order.acknowledged_at !== null,
  };
}

const mask = (value: string, keep: number) =>
  value.length <= keep ? value : `${'•'.repeat(value.length - keep)}${value.slice(-keep)}`;

/**
 * The customer view: the confirmation is held up at the counter for its QR code and easily
 * passed on as a screenshot, so it masks the contact details and address a kitchen needs.
 */
export function redactForCustomer(details: OrderDetails): OrderDetails {
  const [user = '', domain = ''] = details.customer.email.split('@');
  return {
    ...details,
    customer: {
      name: details.customer.name.split(/\s+/)[0] ?? '',
      phone: mask(details.customer.phone, 4),
      email: details.customer.email ? `${user.slice(0, 1)}•••@${domain}` : '',
    },
    address: null,
  };
}
