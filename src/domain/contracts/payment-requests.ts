/** The dashboard's payment requests: the create form's metadata, creating one, sending its link. */
import { type Static, Type } from 'typebox';
import { CUSTOMER_NAME_MAX, DESCRIPTION_MAX } from '../payment-request-rules.ts';
import { TRANSACTION_STATES } from '../transaction-states.ts';
import { Lang, Nullable, Text } from './common.ts';
import { MulticheckoutSettings, POPUP_MAX_LENGTH } from './payments.ts';

/** Longest texts of the create form; the form reads them from its OPTIONS answer. */
export const PAYMENT_REQUEST_LIMITS = {
  customer_name: CUSTOMER_NAME_MAX,
  description: DESCRIPTION_MAX,
  disclaimer: 1000,
  terms: 10000,
  popup: POPUP_MAX_LENGTH,
};

/** OPTIONS /api/v1/plugins/payment_request/transaction/create (auth): the create form's metadata. */
export const PaymentRequestFormOptions = Type.Object({
  currencies: Type.Array(Type.Object({ code: Type.String(), decimals: Type.Integer() })),
  default_currency: Type.String(),
  gateways: Type.Array(
    Type.Object({
      code: Type.String(),
      name_en: Type.String(),
      name_ar: Type.String(),
      name: Type.String(),
      logo_url: Nullable(Type.String()),
    }),
  ),
  default_country: Type.String(),
  preferred_countries: Type.Array(Type.String()),
  default_email: Type.String(),
  limits: Type.Object({
    customer_name: Type.Integer(),
    description: Type.Integer(),
    disclaimer: Type.Integer(),
    terms: Type.Integer(),
    popup: Type.Integer(),
  }),
});
export type PaymentRequestFormOptions = Static<typeof PaymentRequestFormOptions>;

const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** POST /api/v1/plugins/payment_request/transaction (auth, access_payment_request). */
export const CreatePaymentRequest = Type.Object({
  amount: Type.String({ maxLength: 32 }),
  currency_code: Type.String({ pattern: '^[A-Z]{3}$' }),
  customer_name: Text(PAYMENT_REQUEST_LIMITS.customer_name),
  /** E.164 digits with the country's calling code, e.g. "+96550000000". */
  customer_phone: OptionalText(20),
  /** ISO 3166 alpha-2 of the phone's country; default KW. */
  country_code: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  customer_email: OptionalText(254),
  description: Type.Optional(Type.String({ maxLength: PAYMENT_REQUEST_LIMITS.description })),
  /** ISO time; past times are refused. */
  expiration_time: OptionalText(40),
  pg_codes: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 }),
  attachment_url: OptionalText(500),
  attachment_name: OptionalText(255),
  editable_amount: Type.Optional(Type.Boolean()),
  disclaimer: OptionalText(PAYMENT_REQUEST_LIMITS.disclaimer),
  terms_en: OptionalText(PAYMENT_REQUEST_LIMITS.terms),
  terms_ar: OptionalText(PAYMENT_REQUEST_LIMITS.terms),
  multicheckout: Type.Optional(Nullable(MulticheckoutSettings)),
  language: Type.Optional(Lang),
  additional_phone_number: OptionalText(20),
  unit_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
});
export type CreatePaymentRequest = Static<typeof CreatePaymentRequest>;

export const CreatedTransaction = Type.Object({
  id: Type.String(),
  state: Type.Enum(TRANSACTION_STATES),
  amount: Type.String(),
  currency_code: Type.String(),
  payment_url: Type.String(),
  expiration_time: Nullable(Type.String()),
  created: Type.String(),
});
export type CreatedTransaction = Static<typeof CreatedTransaction>;

export const SendPaymentLinkParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** POST /api/v1/plugins/payment_request/transaction/{id}/send (auth) → {message}. */
export const SendPaymentLinkRequest = Type.Object({
  channel: Type.Enum(['email', 'sms']),
  /** Message language; default the transaction's language. */
  lang: Type.Optional(Lang),
});
export type SendPaymentLinkRequest = Static<typeof SendPaymentLinkRequest>;
