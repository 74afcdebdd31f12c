import { IdParams, MessageResponse, PaginationQuery } from '../../../src/domain/contracts/common.ts';
import { RollRequest } from '../../../src/domain/contracts/secret-rolls.ts';
import {
  WebhookEndpoint,
  WebhookEndpointPage,
  WebhookEndpointPatch,
  WebhookEndpointRequest,
  WebhookEndpointWithSecret,
  WebhookEventDetail,
  WebhookEventItem,
  WebhookEventPage,
  WebhookEventQuery,
} from '../../../src/domain/contracts/webhooks.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['webhooks'];

export const endpointListSchema = {
  tags,
  summary: "The merchant's webhook endpoints, without their secrets (owners)",
  security: bearer,
  querystring: PaginationQuery,
  response: { 200: WebhookEndpointPage, ...errors(400, 401, 403) },
};

export const endpointCreateSchema = {
  tags,
  summary: 'Add a webhook endpoint; the answer holds its signing secret, shown this once (owners)',
  security: bearer,
  body: WebhookEndpointRequest,
  response: { 201: WebhookEndpointWithSecret, ...errors(400, 401, 403, 409) },
};

export const endpointEditSchema = {
  tags,
  summary:
    "Change an endpoint's address, description, event types, plugins or whether it is enabled (owners)",
  security: bearer,
  params: IdParams,
  body: WebhookEndpointPatch,
  response: { 200: WebhookEndpoint, ...errors(400, 401, 403, 404) },
};

export const endpointDeleteSchema = {
  tags,
  summary: 'Delete an endpoint: its waiting deliveries stop, its log stays (owners)',
  security: bearer,
  params: IdParams,
  response: { 200: MessageResponse, ...errors(401, 403, 404) },
};

export const rollSecretSchema = {
  tags,
  summary:
    'A new signing secret, shown this once; the previous one keeps signing beside it for overlap_hours (owners)',
  security: bearer,
  params: IdParams,
  body: RollRequest,
  response: { 200: WebhookEndpointWithSecret, ...errors(400, 401, 403, 404) },
};

export const eventListSchema = {
  tags,
  summary: "The merchant's webhook events, newest first, by endpoint and state (owners)",
  security: bearer,
  querystring: WebhookEventQuery,
  response: { 200: WebhookEventPage, ...errors(400, 401, 403) },
};

export const eventDetailSchema = {
  tags,
  summary: 'One webhook event: the body sent and every attempt with its request headers and answer (owners)',
  security: bearer,
  params: IdParams,
  response: { 200: WebhookEventDetail, ...errors(401, 403, 404) },
};

export const eventResendSchema = {
  tags,
  summary: 'Deliver the same event again now (same event id, new attempt and signature time) (owners)',
  security: bearer,
  params: IdParams,
  response: { 200: WebhookEventItem, ...errors(401, 403, 404, 409) },
};
