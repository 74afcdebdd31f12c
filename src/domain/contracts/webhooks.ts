/**
 * Webhook endpoints and the delivery log (issue 20), managed by owners at /admin/webhooks.
 * Rules (event types, limits) are in src/domain/webhook-events.ts.
 */
import { type Static, Type } from 'typebox';
import { LINK_MAX_LENGTH } from '../link-rules.ts';
import { PLUGIN_KINDS } from '../plugins.ts';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENT_STATUSES, WEBHOOK_EVENT_TYPES } from '../webhook-events.ts';

export type { WebhookEventStatus } from '../webhook-events.ts';

import { Id, Nullable, Paginated, PaginationQuery } from './common.ts';

const EventType = Type.Enum(WEBHOOK_EVENT_TYPES);
const endpointFields = {
  url: Type.String({ minLength: 1, maxLength: LINK_MAX_LENGTH }),
  description: Type.String({ maxLength: WEBHOOK_DESCRIPTION_MAX }),
  event_types: Type.Array(EventType, {
    minItems: 1,
    maxItems: WEBHOOK_EVENT_TYPES.length,
    uniqueItems: true,
  }),
  /** Null: every plugin, including ones installed later. */
  plugins: Nullable(
    Type.Array(Type.Enum(PLUGIN_KINDS), { minItems: 1, maxItems: PLUGIN_KINDS.length, uniqueItems: true }),
  ),
  enabled: Type.Boolean(),
};

/** POST /api/v1/admin/webhook-endpoints */
export const WebhookEndpointRequest = Type.Object(endpointFields, { additionalProperties: false });
export type WebhookEndpointRequest = Static<typeof WebhookEndpointRequest>;

/** PATCH /api/v1/admin/webhook-endpoints/:id: the fields to change. */
export const WebhookEndpointPatch = Type.Partial(Type.Object(endpointFields), {
  additionalProperties: false,
});
export type WebhookEndpointPatch = Static<typeof WebhookEndpointPatch>;

/** An endpoint as owners see it: never its secrets. */
export const WebhookEndpoint = Type.Object({
  id: Type.Integer(),
  ...endpointFields,
  /** Until then the previous secret signs too (each delivery carries both signatures). */
  previous_secret_expires_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

export const WebhookEndpointPage = Paginated(WebhookEndpoint);
export type WebhookEndpointPage = Static<typeof WebhookEndpointPage>;

/** The answer to a creation or a roll: the signing secret, shown this once. */
export const WebhookEndpointWithSecret = Type.Object({ endpoint: WebhookEndpoint, secret: Type.String() });
export type WebhookEndpointWithSecret = Static<typeof WebhookEndpointWithSecret>;

/** GET /api/v1/admin/webhook-events?endpoint_id=&status= */
export const WebhookEventQuery = Type.Object({
  ...PaginationQuery.properties,
  endpoint_id: Type.Optional(Id),
  status: Type.Optional(Type.Enum(WEBHOOK_EVENT_STATUSES)),
});
export type WebhookEventQuery = Static<typeof WebhookEventQuery>;

export const WebhookEventItem = Type.Object({
  id: Type.Integer(),
  /** The public id receivers de-duplicate by (body `event_id`, header x-gulfpay-event-id). */
  event_id: Type.String(),
  event_type: Type.String(),
  /** The transaction's own webhook_url, or an endpoint (null endpoint_id once it is deleted). */
  target: Type.Enum(['transaction', 'endpoint']),
  endpoint_id: Nullable(Type.Integer()),
  endpoint_description: Nullable(Type.String()),
  transaction_id: Type.String(),
  url: Type.String(),
  status: Type.Enum(WEBHOOK_EVENT_STATUSES),
  attempts: Type.Integer(),
  /** When the next try is due; null once delivered or failed for good. */
  next_attempt_at: Nullable(Type.String()),
  last_error: Nullable(Type.String()),
  created_at: Type.String(),
  delivered_at: Nullable(Type.String()),
});
export type WebhookEventItem = Static<typeof WebhookEventItem>;

export const WebhookEventPage = Paginated(WebhookEventItem);
export type WebhookEventPage = Static<typeof WebhookEventPage>;

export const WebhookAttempt = Type.Object({
  attempt: Type.Integer(),
  url: Type.String(),
  /** The headers sent, signature included; null for attempts made before they were kept. */
  request_headers: Nullable(Type.Record(Type.String(), Type.String())),
  status_code: Nullable(Type.Integer()),
  /** The first kilobyte of the answer. */
  response_body: Nullable(Type.String()),
  duration_ms: Type.Integer(),
  error: Nullable(Type.String()),
  created_at: Type.String(),
});
export type WebhookAttempt = Static<typeof WebhookAttempt>;

/** GET /api/v1/admin/webhook-events/:id: the event with the body sent and every attempt, newest first. */
export const WebhookEventDetail = Type.Object({
  ...WebhookEventItem.properties,
  body: Type.String(),
  attempts_log: Type.Array(WebhookAttempt),
});
export type WebhookEventDetail = Static<typeof WebhookEventDetail>;
