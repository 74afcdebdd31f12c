import type { OutboxListItem, OutboxMessage } from '../../../src/domain/contracts/outbox.ts';
import type { DbHandle } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { findOutboxMessage, listOutbox, type OutboxFilter, type OutboxRow } from './repository.ts';

export { enqueue, type OutboxInput } from './repository.ts';
export { OutboxWorker } from './worker.ts';

type ListedRow = Omit<OutboxRow, 'body' | 'html' | 'last_error' | 'next_attempt_at'>;

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

/** A page of the messages, newest first, without their bodies. */
export async function outboxPage(
  db: DbHandle,
  filter: OutboxFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: OutboxListItem[] }> {
  const { count, rows } = await listOutbox(db, filter, page);
  return { count, results: rows.map(listItem) };
}

/** One message with its full text body, else 404. */
export async function outboxMessage(db: DbHandle, id: number): Promise<OutboxMessage> {
  const row = await findOutboxMessage(db, id);
  if (!row) throw messageError(404, 'errors.not_found');
  return { ...listItem(row), body: row.body, last_error: row.last_error };
}
