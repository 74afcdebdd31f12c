/**
 * The outbox as a superuser reads it (GET /api/v1/admin/outbox): every email and SMS the
 * product wrote, kept in the database when no provider is configured.
 */
import { type Static, Type } from 'typebox';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../outbox.ts';
import { Nullable, Paginated, PaginationQuery } from './common.ts';

const Channel = Type.Enum(OUTBOX_CHANNELS);
const Status = Type.Enum(OUTBOX_STATUSES, {
  description: 'kept: no provider is configured for the channel, so the message stays here',
});

/** A list row: no body, which can hold a reset link; the detail route gives it. */
export const OutboxListItem = Type.Object({
  id: Type.Integer(),
  channel: Channel,
  recipient: Type.String({ description: 'An email address or a phone number' }),
  subject: Type.String({ description: 'Empty for SMS' }),
  status: Status,
  attempts: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  sent_at: Nullable(Type.String({ format: 'date-time' })),
  provider_status: Nullable(
    Type.String({ description: 'The SMS provider\'s answer to the last try, e.g. "HTTP 200"' }),
  ),
  provider_message_id: Nullable(Type.String({ description: "The SMS provider's id of the message" })),
  resent_from: Nullable(Type.Integer({ description: 'The message this one resends' })),
});
export type OutboxListItem = Static<typeof OutboxListItem>;

/** GET /api/v1/admin/outbox/{id}: one message with its full text body. */
export const OutboxMessage = Type.Object({
  ...OutboxListItem.properties,
  body: Type.String({ description: 'Plain text: show it as text, never as HTML' }),
  last_error: Nullable(Type.String({ description: "The provider's answer to the last failed try" })),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

export const OutboxListQuery = Type.Object({
  channel: Type.Optional(Channel),
  status: Type.Optional(Status),
  recipient: Type.Optional(Type.String({ maxLength: 254, description: 'Exactly this address or number' })),
  q: Type.Optional(
    Type.String({
      maxLength: 254,
      description: "Part of the recipient, subject or SMS provider's message id, any case",
    }),
  ),
  ...PaginationQuery.properties,
});
/** What a client sends: every filter optional, and paging too (the server fills its defaults). */
export type OutboxListQuery = Partial<Static<typeof OutboxListQuery>>;

export const OutboxPage = Paginated(OutboxListItem);
