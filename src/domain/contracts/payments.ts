/**
 * Payment shapes the events pages answer and accept too: the pay choices of an amount, the
 * merchant's unit header (SPEC 3) and the Idempotency-Key header. The rest of the payments
 * contract joins them here.
 */
import { type Static, Type } from 'typebox';
import { Nullable } from './common.ts';

/** SPEC 3 "Pay choice": what one gateway would charge for the amount. */
export const PayChoice = Type.Object({
  gateway_code: Type.String(),
  /** Gateway name in the request language. */
  gateway: Type.String(),
  /** The gateway code again: the value a form submits. */
  value: Type.String(),
  logo_url: Nullable(Type.String()),
  /** What the customer pays: base_amount + fee + delivery_charges. */
  amount: Type.String(),
  base_amount: Type.String(),
  fee: Type.String(),
  delivery_charges: Type.String(),
  currency_code: Type.String(),
  /** Pay button label in the request language ("Pay", "Pay with KNET"…). */
  button_verb: Type.String(),
  /** Set on the choice SPEC 4's default rule selects. */
  is_default: Type.Boolean(),
  /** The "Best Choice" badge. */
  best_choice: Type.Boolean(),
});
export type PayChoice = Static<typeof PayChoice>;

export const PayChoices = Type.Array(PayChoice);

/** SPEC 3 "Unit details": the header of customer pages. */
export const UnitDetails = Type.Object({
  logo_url: Nullable(Type.String()),
  title_en: Type.String(),
  title_ar: Type.String(),
  website: Nullable(Type.String()),
  twitter_url: Nullable(Type.String()),
  instagram_url: Nullable(Type.String()),
  facebook_url: Nullable(Type.String()),
  show_unit_title: Type.Boolean(),
  /** Hex without '#', or "transparent". */
  header_color: Type.String(),
  header_image_url: Nullable(Type.String()),
});
export type UnitDetails = Static<typeof UnitDetails>;

/** Repeats with the same key get the first answer. */
export const IdempotencyKeyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ maxLength: 255 })),
});
