/**
 * Cancelling and rescheduling an event (issue 23): started here, worked through by the worker
 * (worker.ts), read as runs with their progress and failures.
 */
import type { EventChange } from '../../../src/domain/contracts/event-changes.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError, nonFieldError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { recordActivity } from '../activity/service.ts';
import { presentChange } from './present.ts';
import { findEventOf, lockEvent, runningChange } from './repository.ts';
import { failuresOf, findChange, listChanges, retryFailed } from './run-repository.ts';
import type { Starter } from './start.ts';

export { previewChange, type Starter, startCancel, startReschedule } from './start.ts';
export { doNextItem, finishChanges } from './work.ts';

/** The event's changes, newest first (or the one asked for). */
export async function eventChanges(
  db: DbHandle,
  merchantId: number,
  eventId: number,
  lang: Lang,
  changeId?: string,
): Promise<EventChange[]> {
  const event = await findEventOf(db, merchantId, eventId);
  if (!event) throw messageError(404, 'errors.not_found');
  const rows = await listChanges(db, eventId, changeId);
  const failures = await failuresOf(
    db,
    rows.filter((row) => Number(row.failed) > 0).map((row) => row.id),
  );
  return rows.map((row) => presentChange(row, failures, event.currency.trim(), lang));
}

/** The change's failed bookings are done again by the worker; the caller wakes it. */
export async function retryChange(
  db: DbHandle,
  starter: Starter,
  eventId: number,
  changeId: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const event = await lockEvent(trx, starter.merchant_id, eventId);
    const change = event ? await findChange(trx, eventId, changeId) : undefined;
    if (!event || !change) throw messageError(404, 'errors.not_found');
    if (change.state === 'done' && (await runningChange(trx, eventId))) {
      throw messageError(409, 'event_changes.still_running');
    }
    const count = await retryFailed(trx, changeId);
    if (count === 0) throw nonFieldError('event_changes.nothing_to_retry');
    await recordActivity(trx, {
      merchantId: starter.merchant_id,
      actor: starter.username,
      action: 'activity.event_change_retried',
      plugin: 'event',
      params: { name: event.title_en, bookings: String(count) },
    });
  });
}
