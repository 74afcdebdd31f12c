/** The customer payment page (a customer enters the amount) and its dashboard restriction. */
import { type Static, Type } from 'typebox';
import { CustomerAppearance } from './appearance.ts';
import { Lang, Nullable } from './common.ts';
import { UnitDetails } from './payments.ts';

const Amount = Type.String({ minLength: 1, maxLength: 32 });

export const CollectorParams = Type.Object({ collector_id: Type.String({ minLength: 1, maxLength: 64 }) });

export const CustomerPaymentField = Type.Object({
  name: Type.Enum(['customer_name', 'customer_phone', 'customer_email', 'description']),
  required: Type.Boolean(),
  max_length: Type.Integer(),
});
export type CustomerPaymentField = Static<typeof CustomerPaymentField>;

/** A currency a customer may pay in, with its bounds (null: no bound). */
export const PayableCurrency = Type.Object({
  currency: Type.String(),
  decimal_places: Type.Integer(),
  min_amount: Nullable(Type.String()),
  max_amount: Nullable(Type.String()),
});
export type PayableCurrency = Static<typeof PayableCurrency>;

/**
 * OPTIONS /api/v1/plugins/customer_payment/create and /create/{collector_id}/ (public). The top
 * level describes the page's first currency; `currencies` every one the allowed gateways take.
 */
export const CustomerPaymentOptions = Type.Object({
  ...PayableCurrency.properties,
  currencies: Type.Array(PayableCurrency),
  gateways: Type.Array(
    Type.Object({
      gateway_code: Type.String(),
      gateway: Type.String(),
      logo_url: Nullable(Type.String()),
      currency: Type.String(),
    }),
  ),
  fields: Type.Array(CustomerPaymentField),
  collector: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  merchant: Type.Object({ title: Type.String(), logo_url: Nullable(Type.String()) }),
  unit_details: Nullable(UnitDetails),
  appearance: CustomerAppearance,
});
export type CustomerPaymentOptions = Static<typeof CustomerPaymentOptions>;

/** POST /api/v1/plugins/customer_payment/pay-choices → PayChoice[]; amount out of bounds → 400 {amount}. */
const PaidCurrency = Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' }));

export const CustomerPaymentPayChoicesRequest = Type.Object({
  amount: Amount,
  /** The currency paid in; the page's first currency when left out. */
  currency: PaidCurrency,
  collector_id: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
});
export type CustomerPaymentPayChoicesRequest = Static<typeof CustomerPaymentPayChoicesRequest>;

/** POST /api/v1/plugins/customer_payment/create[/{collector_id}/] (public, Idempotency-Key accepted). */
export const CustomerPaymentCreateRequest = Type.Object({
  amount: Amount,
  currency: PaidCurrency,
  customer_name: Type.String({ minLength: 1, maxLength: 100 }),
  customer_phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  customer_email: Type.Optional(Nullable(Type.String({ maxLength: 254, format: 'email' }))),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  gateway_code: Type.String({ minLength: 1, maxLength: 50 }),
  language: Type.Optional(Lang),
  /**
   * The total the customer saw (the chosen pay choice's `amount`): when the fee changed
   * meanwhile, the answer is 409 PayConflict with the page's fresh pay choices, and nothing
   * is created or charged. Optional for API clients that show no total.
   */
  total: Type.Optional(Type.String({ maxLength: 32 })),
});
export type CustomerPaymentCreateRequest = Static<typeof CustomerPaymentCreateRequest>;

export const CustomerPaymentCreateResponse = Type.Object({
  /** The gateway's page when the payment started, else the pay page of the new transaction. */
  redirect_url: Type.String(),
  transaction_id: Type.String(),
});
export type CustomerPaymentCreateResponse = Static<typeof CustomerPaymentCreateResponse>;

/** One currency's bounds; null (or empty) for no bound. */
export const RestrictionBounds = Type.Object({
  min_amount: Nullable(Type.String({ maxLength: 32 })),
  max_amount: Nullable(Type.String({ maxLength: 32 })),
});
export type RestrictionBounds = Static<typeof RestrictionBounds>;

/**
 * GET/PUT /api/v1/plugins/customer_payment/payment-restriction (auth, access_customer_payment).
 * Bounds per currency (one the merchant's gateways take; a currency left out has none) and the
 * allowed gateways: every active one (also those added later), or at least one named.
 */
export const PaymentRestrictionSettings = Type.Object({
  amounts: Type.Record(Type.String({ pattern: '^[A-Z]{3}$' }), RestrictionBounds, {
    additionalProperties: false,
    maxProperties: 50,
  }),
  all_gateways: Type.Boolean(),
  pg_codes: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 50 }),
});
export type PaymentRestrictionSettings = Static<typeof PaymentRestrictionSettings>;

/** The settings with the gateways and currencies the form offers. */
export const PaymentRestrictionResponse = Type.Object({
  ...PaymentRestrictionSettings.properties,
  available_gateways: Type.Array(
    Type.Object({ code: Type.String(), name: Type.String(), currency: Type.String() }),
  ),
  /** The currencies the merchant's active gateways take, each with its decimals. */
  currencies: Type.Array(Type.Object({ currency: Type.String(), decimal_places: Type.Integer() })),
});
export type PaymentRestrictionResponse = Static<typeof PaymentRestrictionResponse>;
