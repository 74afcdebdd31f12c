import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OutboxListItem } from '../../../src/domain/contracts/outbox.ts';
import { queryable } from '../../db/handle.ts';
import type { OutboxRow } from '../../db/types.ts';
import { messageError } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { findOutboxMessage, listOutbox } from './repository.ts';
import { detailSchema, listSchema } from './schemas.ts';

type ListedRow = Omit<OutboxRow, 'body' | 'last_error' | 'next_attempt_at'>;

const listItem = (row: ListedRow): OutboxListItem => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  created_at: new Date(row.created_at).toISOString(),
  sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
});

/**
 * The kept and sent messages, for superusers only: bodies hold password-reset links and
 * payment links, so nobody else (and never an anonymous caller) reads them.
 */
const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = app.requireSuperuser;

  app.get('/admin/outbox', { schema: listSchema, onRequest }, async (request) => {
    const { limit, offset, ...filter } = request.query;
    const { count, rows } = await listOutbox(queryable(app.db), filter, { limit, offset });
    return { count, ...pageLinks(request.url, count, limit, offset), results: rows.map(listItem) };
  });

  app.get('/admin/outbox/:id', { schema: detailSchema, onRequest }, async (request) => {
    const row = await findOutboxMessage(queryable(app.db), request.params.id);
    if (!row) throw messageError(404, 'errors.not_found');
    return { ...listItem(row), body: row.body, last_error: row.last_error };
  });
};

export default outboxRoutes;
