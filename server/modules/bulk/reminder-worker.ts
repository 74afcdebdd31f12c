import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { DbHandle } from '../../db/handle.ts';
import { PollingWorker } from '../../lib/polling-worker.ts';
import { finishDoneRounds, sendDueReminders } from './reminder-service.ts';

export interface ReminderWorkerOptions {
  config: Pick<ServerConfig, 'publicUrl'>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** The clock: tests move it days ahead. */
  now?: () => Date;
  /** Called after reminders were queued, so the outbox sends them at once. */
  onQueued?: () => void;
  /** Links reminded in one database transaction. */
  batchSize?: number;
}

/**
 * Sends the bulk uploads' due reminders, an upload's round a batch at a time. Its state is
 * the database's: due links are locked with SKIP LOCKED and each reminder's record commits
 * with its messages and its round's counts, so several instances share the work and a
 * restart neither loses nor repeats a reminder; the round is logged once, when it ends.
 */
export class BulkReminderWorker extends PollingWorker {
  constructor(
    private readonly db: DbHandle,
    private readonly options: ReminderWorkerOptions,
  ) {
    super({ pollMs: options.pollMs, log: options.log, name: 'bulk reminders' });
  }

  protected async drain(): Promise<number> {
    const now = this.options.now?.() ?? new Date();
    const limit = this.options.batchSize ?? 50;
    const { links, queued } = await sendDueReminders(this.db, this.options.config, now, limit);
    if (queued) this.options.onQueued?.();
    // A batch short of its limit may have been a round's last: end the rounds that are done.
    if (links < limit) await finishDoneRounds(this.db, now);
    return links;
  }
}
