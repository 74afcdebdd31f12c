/**
 * The payment integrations: merchants' own systems (the transaction API and the webhooks it
 * is answered with) and the attachments staff forms upload.
 */
import { type Static, Type } from 'typebox';
import { ATTACHMENT_PURPOSES } from '../attachment-purposes.ts';
import { PLUGIN_KINDS } from '../plugins.ts';
import { TRANSACTION_STATES } from '../transaction-states.ts';
import { WEBHOOK_EVENT_TYPES } from '../webhook-events.ts';
import { Lang, Nullable, Paginated } from './common.ts';

/**
 * The JSON body POSTed to a transaction's webhook_url on every state change, and to each
 * webhook endpoint subscribed to the event. `id` is the transaction's.
 */
export const WebhookPayload = Type.Object({
  /** Random, the same on every attempt and resend of one event: receivers de-duplicate by it. */
  event_id: Type.String(),
  type: Type.Enum(WEBHOOK_EVENT_TYPES),
  id: Type.String(),
  plugin: Type.String(),
  state: Type.Enum(TRANSACTION_STATES),
  amount: Type.String(),
  currency_code: Type.String(),
  external_reference: Nullable(Type.String()),
  updated_at: Type.String(),
});
export type WebhookPayload = Static<typeof WebhookPayload>;

export const PluginParams = Type.Object({ plugin: Type.Enum(PLUGIN_KINDS) });

export const WebhookDeliveriesQuery = Type.Object({
  transaction_id: Type.Optional(Type.String({ format: 'uuid' })),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 20 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});

/** GET /api/v1/plugins/{plugin}/webhook-deliveries?transaction_id= (auth): one row per attempt. */
export const WebhookDelivery = Type.Object({
  id: Type.Integer(),
  transaction_id: Type.String(),
  attempt: Type.Integer(),
  url: Type.String(),
  /** Null when no answer came (timeout, network error). */
  status_code: Nullable(Type.Integer()),
  duration_ms: Type.Integer(),
  error: Nullable(Type.String()),
  created_at: Type.String(),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WebhookDeliveriesPage = Paginated(WebhookDelivery);

const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/**
 * POST /api/v1/plugins/e_commerce/transaction and /api/v1/plugins/session/transaction,
 * header `Authorization: Api-Key <key>` (a key issued for that plugin), optional Idempotency-Key.
 */
export const ApiTransactionRequest = Type.Object({
  amount: Type.String({ minLength: 1, maxLength: 32 }),
  currency_code: Type.String({ pattern: '^[A-Z]{3}$' }),
  pg_codes: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { minItems: 1, maxItems: 20 }),
  customer_name: OptionalText(100),
  customer_email: Type.Optional(Nullable(Type.String({ maxLength: 254, format: 'email' }))),
  customer_phone: OptionalText(20),
  external_reference: OptionalText(200),
  webhook_url: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 2000,
        description:
          'https URL on a public address, without credentials; loopback, private, link-local and other internal addresses are refused here and again after DNS at each delivery',
      }),
    ),
  ),
  /** ISO time, or minutes from now. */
  expiration: Type.Optional(
    Type.Unsafe<string | number | null>({
      type: ['integer', 'string', 'null'],
      description: 'Minutes from now (1 to 525600), or an ISO 8601 date-time with a zone',
      pattern: '^(\\d{1,6}|\\d{4}-\\d{2}-\\d{2}T[0-9:.]+(Z|[+-]\\d{2}:?\\d{2}))$',
      maxLength: 40,
      minimum: 1,
      maximum: 525_600,
    }),
  ),
  language: Type.Optional(Lang),
  description: OptionalText(500),
});
export type ApiTransactionRequest = Static<typeof ApiTransactionRequest>;

export const ApiTransactionResponse = Type.Object({
  id: Type.String(),
  checkout_url: Type.String(),
  /** The id again under the name session clients expect. */
  session_id: Type.String(),
  expiration_time: Nullable(Type.String()),
});
export type ApiTransactionResponse = Static<typeof ApiTransactionResponse>;

export const AttachmentUploadQuery = Type.Object({
  purpose: Type.Enum(ATTACHMENT_PURPOSES, {
    default: 'payment_request',
    description:
      'The form the file is for: payment_request needs access_payment_request, event (a booking) needs access_event',
  }),
});

/** POST /api/v1/attachment/upload?purpose=… (auth; multipart, one field "file"). SPEC 3. */
export const AttachmentUploadResponse = Type.Object({
  file_url: Type.String(),
  original_filename: Type.String(),
});
export type AttachmentUploadResponse = Static<typeof AttachmentUploadResponse>;

export const AttachmentParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String({ maxLength: 255 }),
});

/** The stored bytes, served with the type they were recognised as on upload. */
export const AttachmentFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });
