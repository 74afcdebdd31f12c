import type {
  WebhookEventDetail,
  WebhookEventItem,
  WebhookEventQuery,
} from '../../../src/domain/contracts/webhooks.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import type { Owner } from './endpoints.ts';
import { type EventRow, findEvent, listAttempts, listEvents, requeueEvent } from './log-repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function present(row: EventRow): WebhookEventItem {
  return {
    id: row.id,
    event_id: row.public_id,
    event_type: row.event_type,
    target: row.target,
    endpoint_id: row.endpoint_id,
    endpoint_description: row.endpoint_description,
    transaction_id: row.transaction_id,
    url: row.url,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    last_error: row.last_error,
    created_at: new Date(row.created_at).toISOString(),
    delivered_at: iso(row.delivered_at),
  };
}

/** The merchant's deliveries, newest first: its transactions' own URLs and its endpoints. */
export async function eventsPage(db: DbHandle, merchantId: number, query: WebhookEventQuery) {
  const { count, rows } = await listEvents(db, {
    merchantId,
    endpointId: query.endpoint_id,
    status: query.status,
    limit: query.limit,
    offset: query.offset,
  });
  return { count, results: rows.map(present) };
}

export async function eventDetail(db: DbHandle, merchantId: number, id: number): Promise<WebhookEventDetail> {
  const row = await findEvent(db, merchantId, id);
  if (!row) throw messageError(404, 'webhooks.event_not_found');
  const attempts = await listAttempts(db, id);
  return {
    ...present(row),
    body: row.body,
    attempts_log: attempts.map((attempt) => ({
      ...attempt,
      created_at: new Date(attempt.created_at).toISOString(),
    })),
  };
}

/**
 * Delivers the same event again (same event id and body, a new attempt with a new signature
 * time), also one delivered already or failed for good; not once its endpoint is deleted.
 */
export async function resendEvent(db: DbHandle, owner: Owner, id: number): Promise<WebhookEventItem> {
  const row = await findEvent(db, owner.merchant_id, id);
  if (!row) throw messageError(404, 'webhooks.event_not_found');
  if (row.target === 'endpoint' && row.endpoint_id === null)
    throw messageError(409, 'webhooks.endpoint_gone');
  await inTransaction(db, async (trx) => {
    await requeueEvent(trx, id);
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.settings_webhook_event_resent',
      plugin: null,
      params: { event: row.public_id, url: row.url },
    });
  });
  const after = await findEvent(db, owner.merchant_id, id);
  if (!after) throw messageError(404, 'webhooks.event_not_found');
  return present(after);
}
