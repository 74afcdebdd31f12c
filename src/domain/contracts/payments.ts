/**
 * The customer pay page and the attempt result page (SPEC 3, 7.3), generic over plugins.
 * Amounts are decimal strings with the currency's decimals ("12.500"); times are ISO 8601.
 * `{plugin}` in paths is a pay-page scope: `pos` or one plugin kind; another plugin's
 * transaction answers 404.
 */
import { type Static, Type } from 'typebox';
import { PAY_PAGE_SCOPES } from '../plugins.ts';
import { ATTEMPT_RESULT_STATES, TRANSACTION_STATES } from '../transaction-states.ts';
import { CustomerAppearance } from './appearance.ts';
import { Lang, Nullable } from './common.ts';

/** Any text: an id that is not a UUID is answered as not found, in the error shape. */
const PathId = Type.String({ minLength: 1, maxLength: 64 });
/** `pos`: any plugin paid on the /pos pages, whose URLs do not name the plugin. */
const PayPageScope = Type.Enum(PAY_PAGE_SCOPES);

export const PayPageParams = Type.Object({ plugin: PayPageScope, id: PathId });
export const AttemptParams = Type.Object({ plugin: PayPageScope, attempt_id: PathId });

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
  /** Paid through a provider's test account: no real money moves (the page shows "Test mode"). */
  test_mode: Type.Boolean(),
});
export type PayChoice = Static<typeof PayChoice>;

export const PayChoices = Type.Array(PayChoice);

export const PayChoicesRequest = Type.Object({
  /** Only for editable amounts; otherwise the transaction's amount is used. */
  amount: Type.Optional(Type.String({ maxLength: 32 })),
});
export type PayChoicesRequest = Static<typeof PayChoicesRequest>;

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
  /** Where the header image leads (an http(s) address); null: the image is no link. */
  header_image_link: Nullable(Type.String()),
});
export type UnitDetails = Static<typeof UnitDetails>;

/** Longest popup text in each language (the dashboard form's limit). */
export const POPUP_MAX_LENGTH = 500;

export const PopupText = Type.Object({
  en: Type.String({ maxLength: POPUP_MAX_LENGTH }),
  ar: Type.String({ maxLength: POPUP_MAX_LENGTH }),
});
export type PopupText = Static<typeof PopupText>;

/** Per-transaction multicheckout settings, chosen on the dashboard form; a popup may give one language. */
export const MulticheckoutSettings = Type.Object({
  capture_delivery_address: Type.Optional(Type.Boolean()),
  capture_delivery_location: Type.Optional(Type.Boolean()),
  first_popup: Type.Optional(Nullable(Type.Partial(PopupText))),
  second_popup: Type.Optional(Nullable(Type.Partial(PopupText))),
});
export type MulticheckoutSettings = Static<typeof MulticheckoutSettings>;

/** SPEC 3 "Multicheckout config". */
export const MulticheckoutConfig = Type.Object({
  multicheckout_enabled: Type.Boolean(),
  capture_delivery_address: Type.Boolean(),
  capture_delivery_location: Type.Boolean(),
  first_popup: Nullable(PopupText),
  second_popup: Nullable(PopupText),
  /** ISO 3166 alpha-2; "KW" shows the area list. */
  country: Type.String(),
  kuwait_areas: Type.Object({ en_list: Type.Array(Type.String()), ar_list: Type.Array(Type.String()) }),
});
export type MulticheckoutConfig = Static<typeof MulticheckoutConfig>;

const LatLng = Type.Object({ lat: Type.Number(), lng: Type.Number() });

/** OPTIONS /api/v1/plugins/{plugin}/transaction/pay/{id}: the header, the address step, the popups. */
export const PayPageConfig = Type.Object({
  unit_details: UnitDetails,
  appearance: CustomerAppearance,
  multicheckout: MulticheckoutConfig,
  welcome_popup: Nullable(PopupText),
  /** The transaction already holds an address: show "enter all details correctly". */
  details_prefilled: Type.Boolean(),
  address_presets: Type.Array(Type.String()),
  limits: Type.Object({
    custom_address: Type.Integer(),
    special_instructions: Type.Integer(),
    paci_no: Type.Integer(),
  }),
  map: Type.Object({ center: LatLng, zoom: Type.Integer() }),
});
export type PayPageConfig = Static<typeof PayPageConfig>;

const AddressField = Type.Optional(Type.String({ maxLength: 1000 }));

/**
 * SPEC 3 "Customer address info (sent as extra)". Every field optional; other keys pass
 * through (a food order's transaction keeps its order_number here).
 */
export const CustomerAddressInfo = Type.Object(
  {
    address: AddressField,
    custom_address: AddressField,
    area: AddressField,
    block: AddressField,
    street: AddressField,
    avenue: AddressField,
    house_no: AddressField,
    floor: AddressField,
    office_no: AddressField,
    paci_no: AddressField,
    special_instructions: AddressField,
    delivery_location: Type.Optional(Nullable(LatLng)),
  },
  { additionalProperties: true },
);
export type CustomerAddressInfo = Static<typeof CustomerAddressInfo>;

/** PATCH /api/v1/plugins/{plugin}/transaction/pay/{id} */
export const UpdateExtraRequest = Type.Object({ extra: CustomerAddressInfo });
export type UpdateExtraRequest = Static<typeof UpdateExtraRequest>;

export const Remark = Type.Object({ label_en: Type.String(), label_ar: Type.String(), value: Type.String() });
export type Remark = Static<typeof Remark>;

/** Label → value; a value may hold a table written as "k1:v1~k2:v2". */
export const DetailsMap = Type.Record(Type.String(), Type.String());
export type DetailsMap = Static<typeof DetailsMap>;

/** SPEC 3 "Payment request transaction (read)": GET /api/v1/plugins/{plugin}/transaction/pay/{id} */
export const PayTransaction = Type.Object({
  id: Type.String(),
  plugin: Type.String(),
  state: Type.Enum(TRANSACTION_STATES),
  amount: Type.String(),
  currency: Type.String(),
  decimal_places: Type.Integer(),
  extra: CustomerAddressInfo,
  customer_details: DetailsMap,
  merchant_details: DetailsMap,
  unit_details: UnitDetails,
  terms: Type.Object({ terms_en: Nullable(Type.String()), terms_ar: Nullable(Type.String()) }),
  pay_choices: PayChoices,
  /** Present when the transaction cannot be paid: title-like state and a message. */
  details: Nullable(Type.Object({ state: Type.String(), message: Type.String() })),
  valid_for_payment: Type.Boolean(),
  has_editable_amount: Type.Boolean(),
  description: Type.String(),
  attachment_url: Nullable(Type.String()),
  attachment_name: Nullable(Type.String()),
  remarks: Type.Array(Remark),
  expiration_time: Nullable(Type.String()),
  country_code: Type.String(),
  additional_phone_number: Nullable(Type.String()),
  disclaimer: Nullable(Type.String()),
  disclaimer_message: Nullable(Type.String()),
  next_url: Nullable(Type.String()),
});
export type PayTransaction = Static<typeof PayTransaction>;

/** Repeats with the same key get the first answer. */
export const IdempotencyKeyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ maxLength: 255 })),
});

/** POST /api/v1/plugins/{plugin}/transaction/pay/{id}, header Idempotency-Key recommended. */
export const PayRequest = Type.Object({
  gateway_code: Type.String({ minLength: 1, maxLength: 64 }),
  amount: Type.Optional(Type.String({ maxLength: 32 })),
  /**
   * The total the customer saw (the chosen pay choice's `amount`): when the fee or the amount
   * changed meanwhile, the answer is 409 PayConflict and nothing is charged. Optional for API
   * clients that show no total; the pay page always sends it.
   */
  total: Type.Optional(Type.String({ maxLength: 32 })),
});
export type PayRequest = Static<typeof PayRequest>;

/**
 * 409 of the pay call: the total the customer saw is no longer the total (a fee or the amount
 * changed); `pay_choices` are the fresh ones. An Idempotency-Key still in use has the message alone.
 */
export const PayConflict = Type.Object({
  message: Type.Optional(Type.String()),
  pay_choices: Type.Optional(PayChoices),
});
export type PayConflict = Static<typeof PayConflict>;

export const PayResponse = Type.Object({ redirect_url: Type.String(), attempt_id: Type.String() });
export type PayResponse = Static<typeof PayResponse>;

/** SPEC 3 "Attempt result": GET /api/v1/plugins/{plugin}/transaction/details/{attempt_id} */
export const AttemptResult = Type.Object({
  attempt_id: Type.String(),
  transaction_id: Type.String(),
  state: Type.Enum(ATTEMPT_RESULT_STATES),
  message: Type.String(),
  message_ar: Type.String(),
  currency_code: Type.String(),
  logo_url: Nullable(Type.String()),
  customer_details: DetailsMap,
  merchant_details: DetailsMap,
  unit_details: UnitDetails,
  appearance: CustomerAppearance,
  /** Includes "Amount" (and "Fee", "Total", "Gateway", "Reference", "Status", "Date"). */
  payment_details: DetailsMap,
  receipt_url: Nullable(Type.String()),
  tickets_url: Nullable(Type.String()),
  attachment_url: Nullable(Type.String()),
  try_again_url: Nullable(Type.String()),
  /** Where the customer goes next after a successful payment (a food order's confirmation); else null. */
  next_url: Nullable(Type.String()),
  transaction_type: Type.String(),
  remarks: Type.Array(Remark),
  expiration_time: Nullable(Type.String()),
  expired: Type.Boolean(),
  extra: CustomerAddressInfo,
});
export type AttemptResult = Static<typeof AttemptResult>;

export const ReceiptQuery = Type.Object({ lang: Type.Optional(Lang) });

/** The printable receipt: a whole HTML document, sent as a download. */
export const ReceiptDocument = Type.String({ description: 'An HTML document' });

/** POST /api/v1/plugins/{plugin}/transaction/{id}/refund and /capture; /void takes {}. */
export const MoneyActionRequest = Type.Object({
  /** Null or absent: everything available. */
  amount: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
});
export type MoneyActionRequest = Static<typeof MoneyActionRequest>;

export const MoneyActionResponse = Type.Object({
  message: Type.String(),
  state: Type.Enum(TRANSACTION_STATES, { type: 'string' }),
  paid_amount: Type.String(),
  refunded_amount: Type.String(),
  captured_amount: Type.String(),
  /** What a further refund (or, while authorized, capture) may take. */
  available_amount: Type.String(),
});
export type MoneyActionResponse = Static<typeof MoneyActionResponse>;
