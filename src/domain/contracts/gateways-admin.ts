/**
 * The merchant's gateways (issue 24) under /api/v1/admin/gateways, for owners: names, verbs,
 * fees and who pays them, currency, plugins, pay-page order, test or live mode, and the
 * provider account. Account secrets are write-only: answers say which fields are set, never
 * their values. Rules are in src/domain/gateway-settings.ts.
 */
import { type Static, Type } from 'typebox';
import {
  BUTTON_VERB_MAX,
  FEE_PAYERS,
  GATEWAY_ADAPTERS,
  GATEWAY_CODE_PATTERN,
  GATEWAY_MODES,
  GATEWAY_NAME_MAX,
  LIVE_REFUSALS,
} from '../gateway-settings.ts';
import { LINK_MAX_LENGTH } from '../link-rules.ts';
import { SUPPORTED_CURRENCIES } from '../money.ts';
import { PLUGIN_KINDS } from '../plugins.ts';
import { Nullable } from './common.ts';

export const GatewayCode = Type.String({ pattern: GATEWAY_CODE_PATTERN });
export const GatewayCodeParams = Type.Object({ code: GatewayCode });

const Name = Type.String({ minLength: 1, maxLength: GATEWAY_NAME_MAX });
const Verb = Type.String({ minLength: 1, maxLength: BUTTON_VERB_MAX });

const editable = {
  name_en: Name,
  name_ar: Name,
  logo_url: Nullable(Type.String({ maxLength: LINK_MAX_LENGTH })),
  button_verb_en: Verb,
  button_verb_ar: Verb,
  /** The fixed part of the fee in the gateway's currency ("0.100"). */
  fee_fixed: Type.String({ maxLength: 20 }),
  /** The percentage part ("2.5" is 2.5 %). */
  fee_percent: Type.String({ maxLength: 8 }),
  fee_payer: Type.Enum(FEE_PAYERS, { type: 'string' }),
  currency: Type.Enum(SUPPORTED_CURRENCIES, { type: 'string' }),
  /** Null: every plugin, including ones installed later. */
  plugins: Nullable(
    Type.Array(Type.Enum(PLUGIN_KINDS, { type: 'string' }), {
      minItems: 1,
      maxItems: PLUGIN_KINDS.length,
      uniqueItems: true,
    }),
  ),
  is_active: Type.Boolean(),
  mode: Type.Enum(GATEWAY_MODES, { type: 'string' }),
  /** MyFatoorah only: the account's method this gateway pays through (its PaymentMethodId); null elsewhere. */
  provider_method: Nullable(Type.String({ maxLength: 20 })),
};

/** POST /admin/gateways: the rest starts from defaults and is changed by PATCH. */
export const GatewayCreateRequest = Type.Object(
  {
    adapter: Type.Enum(GATEWAY_ADAPTERS, { type: 'string' }),
    code: GatewayCode,
    name_en: Name,
    name_ar: Name,
  },
  { additionalProperties: false },
);
export type GatewayCreateRequest = Static<typeof GatewayCreateRequest>;

/** PATCH /admin/gateways/:code. `credentials`: field → value; a blank secret keeps the stored one. */
export const GatewayPatch = Type.Partial(
  Type.Object({
    ...editable,
    credentials: Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 2000 }), {
      maxProperties: 10,
    }),
  }),
  { additionalProperties: false },
);
export type GatewayPatch = Static<typeof GatewayPatch>;

/** One account field as the screen sees it: secrets only say whether they are set. */
export const GatewayCredentialState = Type.Object({
  name: Type.String(),
  secret: Type.Boolean(),
  required: Type.Boolean(),
  set: Type.Boolean(),
  /** A non-secret field's value; always null for secrets. */
  value: Nullable(Type.String()),
});
export type GatewayCredentialState = Static<typeof GatewayCredentialState>;

export const AdminGateway = Type.Object({
  code: Type.String(),
  adapter: Type.Enum(GATEWAY_ADAPTERS, { type: 'string' }),
  ...editable,
  position: Type.Integer(),
  /** The provider's account fields; empty for sandbox and cash on delivery. */
  credentials: Type.Array(GatewayCredentialState),
  /** The URL to register as the provider's webhook endpoint; null for gateways without one. */
  webhook_url: Nullable(Type.String()),
  /** Payments were tried with it: deleting only deactivates it. */
  in_use: Type.Boolean(),
});
export type AdminGateway = Static<typeof AdminGateway>;

/** GET /admin/gateways: in pay-page order, with what this server allows. */
export const GatewayList = Type.Object({
  results: Type.Array(AdminGateway),
  /** Why live mode cannot be chosen on this server (no SECRETS_KEY, PUBLIC_URL not https), or null. */
  live_refusal: Type.Union([Type.Enum(LIVE_REFUSALS, { type: 'string' }), Type.Null()]),
});
export type GatewayList = Static<typeof GatewayList>;

/** POST /admin/gateways/order: every code once, in the pay page's new order. */
export const GatewayOrderRequest = Type.Object(
  { codes: Type.Array(GatewayCode, { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type GatewayOrderRequest = Static<typeof GatewayOrderRequest>;

/** DELETE /admin/gateways/:code: removed, or deactivated when payments used it. */
export const GatewayDeleteResponse = Type.Object({ message: Type.String(), deleted: Type.Boolean() });
export type GatewayDeleteResponse = Static<typeof GatewayDeleteResponse>;

/** POST /admin/gateways/:code/test: the provider's lightest authenticated call. */
export const GatewayTestResponse = Type.Object({ ok: Type.Boolean(), message: Type.String() });
export type GatewayTestResponse = Static<typeof GatewayTestResponse>;

/** One method a MyFatoorah account offers, priced for the sample amount (money as strings in the currency's decimals). */
export const GatewayMethod = Type.Object({
  /** The PaymentMethodId to store as the gateway's `provider_method`. */
  method: Type.String(),
  code: Type.String(),
  name_en: Type.String(),
  name_ar: Type.String(),
  image_url: Nullable(Type.String()),
  /** MyFatoorah's service charge on the sample amount. */
  fee: Type.String(),
  /** The sample amount with that charge. */
  total: Type.String(),
});
export type GatewayMethod = Static<typeof GatewayMethod>;

/** GET /admin/gateways/:code/methods: the account's methods, asked of the provider now. */
export const GatewayMethodList = Type.Object({
  /** The amount the fees are for ("10.000"), in `currency`. */
  amount: Type.String(),
  currency: Type.String(),
  results: Type.Array(GatewayMethod),
});
export type GatewayMethodList = Static<typeof GatewayMethodList>;
