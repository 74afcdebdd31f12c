import type { OutboxListItem, OutboxMessage } from '../../../src/domain/contracts/outbox.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import {
  findOutboxMessage,
  insertResend,
  type ListedOutboxRow,
  listOutbox,
  type OutboxFilter,
} from './repository.ts';

export { enqueue, enqueueMany, type OutboxInput } from './repository.ts';
export { OutboxWorker } from './worker.ts';

const listItem = (row: ListedOutboxRow): OutboxListItem => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  created_at: new Date(row.created_at).toISOString(),
  sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  provider_status: row.provider_status,
  provider_message_id: row.provider_message_id,
  resent_from: row.resent_from,
});

/** A page of the reader's merchant's messages, newest first, without their bodies. */
export async function outboxPage(
  db: DbHandle,
  filter: OutboxFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: OutboxListItem[] }> {
  const { count, rows } = await listOutbox(db, filter, page);
  return { count, results: rows.map(listItem) };
}

/** One message with its full text body, else 404 (another merchant's is not found). */
export async function outboxMessage(db: DbHandle, merchantId: number, id: number): Promise<OutboxMessage> {
  const row = await findOutboxMessage(db, merchantId, id);
  if (!row) throw messageError(404, 'errors.not_found');
  return { ...listItem(row), body: row.body, last_error: row.last_error };
}

/**
 * Sends a message again as a copy, a new pending message: the original keeps its own attempts,
 * errors and provider id as the record of what happened, and the copy gets its own. A message
 * still waiting for its turn is refused (it would go out twice). The caller wakes the outbox.
 */
export async function resendMessage(
  db: DbHandle,
  actor: { merchant_id: number; username: string },
  id: number,
): Promise<OutboxListItem> {
  return inTransaction(db, async (trx) => {
    const original = await findOutboxMessage(trx, actor.merchant_id, id);
    if (!original) throw messageError(404, 'errors.not_found');
    if (original.status === 'pending') throw messageError(409, 'outbox.still_pending');
    const copyId = await insertResend(trx, original);
    await recordActivity(trx, {
      merchantId: actor.merchant_id,
      actor: actor.username,
      action: original.channel === 'sms' ? 'activity.outbox_sms_resent' : 'activity.outbox_email_resent',
      plugin: null,
      params: { id: String(original.id), copy: String(copyId) },
    });
    const copy = await findOutboxMessage(trx, actor.merchant_id, copyId);
    if (!copy) throw new Error(`resent message ${copyId} not found`);
    return listItem(copy);
  });
}
