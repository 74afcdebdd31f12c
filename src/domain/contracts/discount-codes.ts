/**
 * The merchant's discount codes (issue 21), under /api/v1/admin/discount-codes, for staff
 * holding change_discount: the same codes the food menu's vouchers and the catalogue's checkout
 * take. Percentages and money are decimal strings; days are Kuwait's calendar days.
 */
import { type Static, Type } from 'typebox';
import { DISCOUNT_CODE_PATTERN, DISCOUNT_TYPES, MAX_DISCOUNT_USES } from '../discount-code-rules.ts';
import { DELIVERY_TYPES } from '../order-states.ts';
import { Nullable, Paginated } from './common.ts';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const codeFields = {
  code: Type.String({ pattern: DISCOUNT_CODE_PATTERN }),
  discount_type: Type.Enum(DISCOUNT_TYPES, { type: 'string' }),
  /** percentage: the percent ("10", "12.5"); fixed: the money off in the merchant's currency; no_discount: "". */
  amount: Type.String({ maxLength: 20 }),
  /** The smallest order it applies to, in the merchant's currency; "" or "0" for any. */
  minimum_order: Type.String({ maxLength: 20 }),
  /** How many orders may use it; null: unlimited. */
  max_uses: Nullable(Type.Integer({ minimum: 1, maximum: MAX_DISCOUNT_USES })),
  /** Its first day, or null: from now. */
  starts_on: Nullable(Day),
  /** Its last day (included), or null: no end. */
  ends_on: Nullable(Day),
  is_active: Type.Boolean(),
  /** The food orders it serves (delivery, pickup, catering); null or left out: every kind. */
  delivery_types: Type.Optional(
    Nullable(Type.Array(Type.Enum(DELIVERY_TYPES, { type: 'string' }), { minItems: 1, uniqueItems: true })),
  ),
};

/** POST /admin/discount-codes */
export const DiscountCodeRequest = Type.Object(codeFields, { additionalProperties: false });
export type DiscountCodeRequest = Static<typeof DiscountCodeRequest>;

/** PATCH /admin/discount-codes/:id: the fields to change. */
export const DiscountCodePatch = Type.Partial(Type.Object(codeFields), { additionalProperties: false });
export type DiscountCodePatch = Static<typeof DiscountCodePatch>;

export const AdminDiscountCode = Type.Object({
  id: Type.Integer(),
  ...codeFields,
  used_count: Type.Integer(),
  /** Usable by a customer now: active, within its days and below its limit. */
  live: Type.Boolean(),
  currency_code: Type.String(),
  created_at: Type.String(),
});
export type AdminDiscountCode = Static<typeof AdminDiscountCode>;

/** GET /admin/discount-codes: newest first, searched by code. */
export const DiscountCodeQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
});
export type DiscountCodeQuery = Static<typeof DiscountCodeQuery>;

export const DiscountCodePage = Paginated(AdminDiscountCode);
export type DiscountCodePage = Static<typeof DiscountCodePage>;
