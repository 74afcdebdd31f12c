import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { DbHandle } from '../../db/handle.ts';
import { PollingWorker } from '../../lib/polling-worker.ts';
import { sendDueReminders } from './reminder-service.ts';

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
 * Sends the bulk uploads' due reminders. Its state is the database's: due links are locked
 * with SKIP LOCKED and each reminder's record commits with its messages, so several instances
 * share the work and a restart neither loses nor repeats a reminder.
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
    const { links, queued } = await sendDueReminders(
      this.db,
      this.options.config,
      now,
      this.options.batchSize ?? 50,
    );
    if (queued) this.options.onQueued?.();
    return links;
  }
}
