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

/** OPTIONS /api/v1/plugins/customer_payment/create and /create/{collector_id}/ (public). */
export const CustomerPaymentOptions = Type.Object({
  currency: Type.String(),
  decimal_places: Type.Integer(),
  /** Null: no bound. */
  min_amount: Nullable(Type.String()),
  max_amount: Nullable(Type.String()),
  gateways: Type.Array(
    Type.Object({ gateway_code: Type.String(), gateway: Type.String(), logo_url: Nullable(Type.String()) }),
  ),
  fields: Type.Array(CustomerPaymentField),
  collector: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  merchant: Type.Object({ title: Type.String(), logo_url: Nullable(Type.String()) }),
  unit_details: Nullable(UnitDetails),
  appearance: CustomerAppearance,
});
export type CustomerPaymentOptions = Static<typeof CustomerPaymentOptions>;

/** POST /api/v1/plugins/customer_payment/pay-choices → PayChoice[]; amount out of bounds → 400 {amount}. */
export const CustomerPaymentPayChoicesRequest = Type.Object({
  amount: Amount,
  collector_id: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
});
export type CustomerPaymentPayChoicesRequest = Static<typeof CustomerPaymentPayChoicesRequest>;

/** POST /api/v1/plugins/customer_payment/create[/{collector_id}/] (public, Idempotency-Key accepted). */
export const CustomerPaymentCreateRequest = Type.Object({
  amount: Amount,
  customer_name: Type.String({ minLength: 1, maxLength: 100 }),
  customer_phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  customer_email: Type.Optional(Nullable(Type.String({ maxLength: 254, format: 'email' }))),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  gateway_code: Type.String({ minLength: 1, maxLength: 50 }),
  language: Type.Optional(Lang),
});
export type CustomerPaymentCreateRequest = Static<typeof CustomerPaymentCreateRequest>;

export const CustomerPaymentCreateResponse = Type.Object({
  /** The gateway's page when the payment started, else the pay page of the new transaction. */
  redirect_url: Type.String(),
  transaction_id: Type.String(),
});
export type CustomerPaymentCreateResponse = Static<typeof CustomerPaymentCreateResponse>;

/** GET/PUT /api/v1/plugins/customer_payment/payment-restriction (auth, access_customer_payment). */
export const PaymentRestrictionSettings = Type.Object({
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  min_amount: Nullable(Type.String({ maxLength: 32 })),
  max_amount: Nullable(Type.String({ maxLength: 32 })),
  /** Empty: every active gateway. */
  pg_codes: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 50 }),
});
export type PaymentRestrictionSettings = Static<typeof PaymentRestrictionSettings>;

/** The settings and the gateways the form offers. */
export const PaymentRestrictionResponse = Type.Object({
  ...PaymentRestrictionSettings.properties,
  available_gateways: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
});
export type PaymentRestrictionResponse = Static<typeof PaymentRestrictionResponse>;
