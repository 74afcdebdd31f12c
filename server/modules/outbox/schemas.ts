import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../../../src/domain/outbox-api.ts';
import { bearer, errors, paginated, paginationQuery } from '../../lib/schemas.ts';

const tags = ['admin'];

const listItem = {
  type: 'object',
  required: ['id', 'channel', 'recipient', 'subject', 'status', 'attempts', 'created_at', 'sent_at'],
  properties: {
    id: { type: 'integer' },
    channel: { type: 'string', enum: OUTBOX_CHANNELS },
    recipient: { type: 'string', description: 'An email address or a phone number' },
    subject: { type: 'string', description: 'Empty for SMS' },
    status: {
      type: 'string',
      enum: OUTBOX_STATUSES,
      description: 'kept: no provider is configured for the channel, so the message stays here',
    },
    attempts: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
    sent_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const listSchema = {
  tags,
  summary: 'Outgoing emails and SMS, newest first (superusers); bodies only through the detail route',
  security: bearer,
  querystring: {
    type: 'object',
    properties: {
      channel: { type: 'string', enum: OUTBOX_CHANNELS },
      status: { type: 'string', enum: OUTBOX_STATUSES },
      recipient: { type: 'string', maxLength: 254, description: 'Exactly this address or number' },
      q: { type: 'string', maxLength: 254, description: 'Part of the recipient or subject, any case' },
      ...paginationQuery.properties,
    },
  },
  response: { 200: paginated(listItem), ...errors(400, 401, 403) },
} as const;

export const detailSchema = {
  tags,
  summary: 'One outgoing message with its full text body (superusers)',
  security: bearer,
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  },
  response: {
    200: {
      ...listItem,
      required: [...listItem.required, 'body', 'last_error'],
      properties: {
        ...listItem.properties,
        body: { type: 'string', description: 'Plain text: show it as text, never as HTML' },
        last_error: { type: ['string', 'null'], description: "The provider's answer to the last failed try" },
      },
    },
    ...errors(400, 401, 403, 404),
  },
} as const;
