import type { Lang, UnitDetails } from './payments-api';
import type { PluginKind } from './plugins';
import type { TransactionState } from './transaction-states';

/** API types of the payment integrations: merchants' own systems (API keys, webhooks), customer payments, attachments. */

/** The JSON body POSTed to a transaction's webhook_url on every state change. */
export interface WebhookPayload {
  id: string;
  plugin: string;
  state: TransactionState;
  amount: string;
  currency_code: string;
  external_reference: string | null;
  updated_at: string;
}

/** GET /api/v1/plugins/{plugin}/webhook-deliveries?transaction_id= (auth): one row per attempt. */
export interface WebhookDelivery {
  id: number;
  transaction_id: string;
  attempt: number;
  url: string;
  /** Null when no answer came (timeout, network error). */
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  created_at: string;
}

/**
 * POST /api/v1/plugins/e_commerce/transaction and /api/v1/plugins/session/transaction,
 * header `Authorization: Api-Key <key>` (a key issued for that plugin), optional Idempotency-Key.
 */
export interface ApiTransactionRequest {
  amount: string;
  currency_code: string;
  pg_codes: string[];
  customer_name?: string | null;
  customer_email?: string | null;
  customer_phone?: string | null;
  external_reference?: string | null;
  webhook_url?: string | null;
  /** ISO time, or minutes from now. */
  expiration?: string | number | null;
  language?: Lang;
  description?: string | null;
}

export interface ApiTransactionResponse {
  id: string;
  checkout_url: string;
  /** The id again under the name session clients expect. */
  session_id: string;
  expiration_time: string | null;
}

export interface CustomerPaymentField {
  name: 'customer_name' | 'customer_phone' | 'customer_email' | 'description';
  required: boolean;
  max_length: number;
}

/** OPTIONS /api/v1/plugins/customer_payment/create and /create/{collector_id}/ (public). */
export interface CustomerPaymentOptions {
  currency: string;
  decimal_places: number;
  /** Null: no bound. */
  min_amount: string | null;
  max_amount: string | null;
  gateways: { gateway_code: string; gateway: string; logo_url: string | null }[];
  fields: CustomerPaymentField[];
  collector: { id: string; name: string } | null;
  merchant: { title: string; logo_url: string | null };
  unit_details: UnitDetails | null;
}

/** POST /api/v1/plugins/customer_payment/pay-choices → PayChoice[]; amount out of bounds → 400 {amount}. */
export interface CustomerPaymentPayChoicesRequest {
  amount: string;
  collector_id?: string | null;
}

/** POST /api/v1/plugins/customer_payment/create[/{collector_id}/] (public, Idempotency-Key accepted). */
export interface CustomerPaymentCreateRequest {
  amount: string;
  customer_name: string;
  customer_phone?: string | null;
  customer_email?: string | null;
  description?: string | null;
  gateway_code: string;
  language?: Lang;
}

export interface CustomerPaymentCreateResponse {
  /** The gateway's page when the payment started, else the pay page of the new transaction. */
  redirect_url: string;
  transaction_id: string;
}

/** GET/PUT /api/v1/plugins/customer_payment/payment-restriction (auth, access_customer_payment). */
export interface PaymentRestrictionSettings {
  currency: string;
  min_amount: string | null;
  max_amount: string | null;
  /** Empty: every active gateway. */
  pg_codes: string[];
}

/** GET only: the gateways the form offers. */
export interface PaymentRestrictionResponse extends PaymentRestrictionSettings {
  available_gateways: { code: string; name: string }[];
}

/**
 * The sections whose forms take a staff attachment; POST /api/v1/attachment/upload?purpose=…
 * needs that section's access permission (access_payment_request, access_event).
 */
export const ATTACHMENT_PURPOSES = ['payment_request', 'event'] as const satisfies readonly PluginKind[];
export type AttachmentPurpose = (typeof ATTACHMENT_PURPOSES)[number];

/** POST /api/v1/attachment/upload?purpose=… (auth; multipart, one field "file"). SPEC 3. */
export interface AttachmentUploadResponse {
  file_url: string;
  original_filename: string;
}

/** POST /api/v1/plugins/payment_request/transaction/{id}/send (auth) → {message}. */
export interface SendPaymentLinkRequest {
  channel: 'email' | 'sms';
  /** Message language; default the transaction's language. */
  lang?: Lang;
}
