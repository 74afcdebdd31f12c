/**
 * Request and response shapes of the payments HTTP API (issue 3). Amounts are decimal
 * strings with the currency's decimals ("12.500"); times are ISO 8601 strings.
 * `{plugin}` in paths is a PluginKind; a transaction of another plugin answers 404.
 */
import type { AttemptResultState, TransactionState } from './transaction-states';

export type Lang = 'en' | 'ar';

/** SPEC 3 "Pay choice". POST /api/v1/plugins/{plugin}/transaction/pay-choices/{id} returns a list. */
export interface PayChoice {
  gateway_code: string;
  /** Gateway name in the request language. */
  gateway: string;
  /** The gateway code again: the value a form submits. */
  value: string;
  logo_url: string | null;
  /** What the customer pays: base_amount + fee + delivery_charges. */
  amount: string;
  base_amount: string;
  fee: string;
  delivery_charges: string;
  currency_code: string;
  /** Pay button label in the request language ("Pay", "Pay with KNET"…). */
  button_verb: string;
  /** Set on the choice SPEC 4's default rule selects. */
  is_default: boolean;
  /** The "Best Choice" badge. */
  best_choice: boolean;
}

export interface PayChoicesRequest {
  /** Only for editable amounts; otherwise the transaction's amount is used. */
  amount?: string;
}

/** SPEC 3 "Unit details". */
export interface UnitDetails {
  logo_url: string | null;
  title_en: string;
  title_ar: string;
  website: string | null;
  twitter_url: string | null;
  instagram_url: string | null;
  facebook_url: string | null;
  show_unit_title: boolean;
  /** Hex without '#', or "transparent". */
  header_color: string;
  header_image_url: string | null;
}

export interface PopupText {
  en: string;
  ar: string;
}

/** Per-transaction multicheckout settings, chosen on the dashboard form. */
export interface MulticheckoutSettings {
  capture_delivery_address: boolean;
  capture_delivery_location: boolean;
  first_popup?: PopupText | null;
  second_popup?: PopupText | null;
}

/** SPEC 3 "Multicheckout config". */
export interface MulticheckoutConfig {
  multicheckout_enabled: boolean;
  capture_delivery_address: boolean;
  capture_delivery_location: boolean;
  first_popup: PopupText | null;
  second_popup: PopupText | null;
  /** ISO 3166 alpha-2; "KW" shows the area list. */
  country: string;
  kuwait_areas: { en_list: string[]; ar_list: string[] };
}

/** OPTIONS /api/v1/plugins/{plugin}/transaction/pay/{id} */
export interface PayPageConfig {
  unit_details: UnitDetails;
  multicheckout: MulticheckoutConfig;
  welcome_popup: PopupText | null;
  /** The transaction already holds an address: show "enter all details correctly". */
  details_prefilled: boolean;
  address_presets: string[];
  limits: { custom_address: number; special_instructions: number; paci_no: number };
  map: { center: { lat: number; lng: number }; zoom: number };
}

/** SPEC 3 "Customer address info (sent as extra)". Every field optional. */
export interface CustomerAddressInfo {
  address?: string;
  custom_address?: string;
  area?: string;
  block?: string;
  street?: string;
  avenue?: string;
  house_no?: string;
  floor?: string;
  office_no?: string;
  paci_no?: string;
  special_instructions?: string;
  delivery_location?: { lat: number; lng: number } | null;
}

/** PATCH /api/v1/plugins/{plugin}/transaction/pay/{id} */
export interface UpdateExtraRequest {
  extra: CustomerAddressInfo;
}

export interface Remark {
  label_en: string;
  label_ar: string;
  value: string;
}

/** Label → value; a value may hold a table written as "k1:v1~k2:v2". */
export type DetailsMap = Record<string, string>;

/** SPEC 3 "Payment request transaction (read)": GET /api/v1/plugins/{plugin}/transaction/pay/{id} */
export interface PayTransaction {
  id: string;
  plugin: string;
  state: TransactionState;
  amount: string;
  currency: string;
  decimal_places: number;
  extra: CustomerAddressInfo;
  customer_details: DetailsMap;
  merchant_details: DetailsMap;
  unit_details: UnitDetails;
  terms: { terms_en: string | null; terms_ar: string | null };
  pay_choices: PayChoice[];
  /** Present when the transaction cannot be paid: title-like state and a message. */
  details: { state: string; message: string } | null;
  valid_for_payment: boolean;
  has_editable_amount: boolean;
  description: string;
  attachment_url: string | null;
  attachment_name: string | null;
  remarks: Remark[];
  expiration_time: string | null;
  country_code: string;
  additional_phone_number: string | null;
  disclaimer: string | null;
  disclaimer_message: string | null;
  next_url: string | null;
}

/** POST /api/v1/plugins/{plugin}/transaction/pay/{id}, header Idempotency-Key recommended. */
export interface PayRequest {
  gateway_code: string;
  amount?: string;
}

export interface PayResponse {
  redirect_url: string;
  attempt_id: string;
}

/** SPEC 3 "Attempt result": GET /api/v1/plugins/{plugin}/transaction/details/{attempt_id} */
export interface AttemptResult {
  attempt_id: string;
  transaction_id: string;
  state: AttemptResultState;
  message: string;
  message_ar: string;
  currency_code: string;
  logo_url: string | null;
  customer_details: DetailsMap;
  merchant_details: DetailsMap;
  unit_details: UnitDetails;
  /** Includes "Amount" (and "Fee", "Total", "Gateway", "Reference", "Status", "Date"). */
  payment_details: DetailsMap;
  receipt_url: string | null;
  tickets_url: string | null;
  attachment_url: string | null;
  try_again_url: string | null;
  /** Where the customer goes next after a successful payment (a food order's confirmation); else null. */
  next_url: string | null;
  transaction_type: string;
  remarks: Remark[];
  expiration_time: string | null;
  expired: boolean;
  extra: CustomerAddressInfo;
}

/** OPTIONS /api/v1/plugins/payment_request/transaction/create (auth): the create form's metadata. */
export interface PaymentRequestFormOptions {
  currencies: { code: string; decimals: number }[];
  default_currency: string;
  gateways: { code: string; name_en: string; name_ar: string; name: string; logo_url: string | null }[];
  default_country: string;
  preferred_countries: string[];
  default_email: string;
  limits: {
    customer_name: number;
    description: number;
    disclaimer: number;
    terms: number;
    popup: number;
  };
}

/** POST /api/v1/plugins/payment_request/transaction (auth, access_payment_request). */
export interface CreatePaymentRequest {
  amount: string;
  currency_code: string;
  customer_name: string;
  /** E.164 digits with the country's calling code, e.g. "+96550000000". */
  customer_phone?: string | null;
  /** ISO 3166 alpha-2 of the phone's country; default KW. */
  country_code?: string;
  customer_email?: string | null;
  description?: string;
  /** ISO time; past times are refused. */
  expiration_time?: string | null;
  pg_codes: string[];
  attachment_url?: string | null;
  attachment_name?: string | null;
  editable_amount?: boolean;
  disclaimer?: string | null;
  terms_en?: string | null;
  terms_ar?: string | null;
  multicheckout?: MulticheckoutSettings | null;
  language?: Lang;
  additional_phone_number?: string | null;
  unit_id?: number | null;
}

export interface CreatedTransaction {
  id: string;
  state: TransactionState;
  amount: string;
  currency_code: string;
  payment_url: string;
  expiration_time: string | null;
  created: string;
}

/** POST /api/v1/plugins/{plugin}/transaction/{id}/refund and /capture; /void takes {}. */
export interface MoneyActionRequest {
  /** Null or absent: everything available. */
  amount?: string | null;
}

export interface MoneyActionResponse {
  message: string;
  state: TransactionState;
  paid_amount: string;
  refunded_amount: string;
  captured_amount: string;
  /** What a further refund (or, while authorized, capture) may take. */
  available_amount: string;
}
