/**
 * What food checkout answers when the cart the customer saw no longer matches the menu
 * (issue 23): the changes, and the cart priced again. Nothing is charged.
 */
import { type Static, Type } from 'typebox';
import { LocalizedText, Nullable } from './common.ts';

export const CART_CHANGE_KINDS = ['price', 'gone', 'sold_out', 'not_at_branch'] as const;

/** A dish of the cart whose price changed, or that can no longer be ordered (from this branch, today). */
export const CartChange = Type.Object({
  menu_item: Type.Integer(),
  name: LocalizedText,
  kind: Type.Enum(CART_CHANGE_KINDS, { type: 'string' }),
  old_price: Nullable(Type.String()),
  new_price: Nullable(Type.String()),
});
export type CartChange = Static<typeof CartChange>;

/** A line of the request as the menu has it now, in the request's order; the cart keeps these. */
export const QuotedLine = Type.Object({
  menu_item: Type.Integer(),
  available: Type.Boolean(),
  price: Nullable(Type.String()),
  price_with_discount: Nullable(Type.String()),
});
export type QuotedLine = Static<typeof QuotedLine>;

/** The cart priced again without what can no longer be ordered. */
export const CheckoutQuote = Type.Object({
  lines: Type.Array(QuotedLine),
  subtotal: Type.String(),
  discount: Type.String(),
  delivery_charges: Type.String(),
  service_charges: Type.String(),
  total: Type.String(),
});
export type CheckoutQuote = Static<typeof CheckoutQuote>;

/**
 * 409 of checkout and pay-choices when the cart changed: nothing is charged. Checkout's 409 for
 * an Idempotency-Key still in use has the message alone.
 */
export const CheckoutChanged = Type.Object({
  message: Type.Optional(Type.String()),
  changes: Type.Optional(Type.Array(CartChange)),
  quote: Type.Optional(CheckoutQuote),
});
export type CheckoutChanged = Static<typeof CheckoutChanged>;
