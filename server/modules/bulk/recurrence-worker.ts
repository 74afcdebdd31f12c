import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { DbHandle } from '../../db/handle.ts';
import { PollingWorker } from '../../lib/polling-worker.ts';
import { dueOccurrences } from './recurrence-repository.ts';
import { finishOccurrence, occurrenceBatch } from './recurrence-service.ts';

export interface RecurrenceWorkerOptions {
  config: Pick<ServerConfig, 'publicUrl'>;
  pollMs: number;
  log: FastifyBaseLogger;
  onQueued?: () => void;
  batchSize?: number;
  /** The clock occurrences fall due by (tests move it). */
  now?: () => Date;
}

/** Due occurrences looked at a drain: one whose rows another instance holds gives way. */
const OCCURRENCES_A_DRAIN = 10;

/**
 * The recurring uploads' scheduler: makes each due occurrence (an upload's rows whose next
 * occurrence has come), a batch of rows at a time. Like the dispatch worker it keeps no state
 * of its own: rows lock with SKIP LOCKED and move on to their next occurrence in the commit
 * that makes them, so several instances share the work and a restarted server carries on,
 * each occurrence made once.
 */
export class BulkRecurrenceWorker extends PollingWorker {
  constructor(
    private readonly db: DbHandle,
    private readonly options: RecurrenceWorkerOptions,
  ) {
    super({ pollMs: options.pollMs, log: options.log, name: 'bulk recurrence' });
  }

  protected async drain(): Promise<number> {
    const limit = this.options.batchSize ?? 100;
    const now = this.options.now?.() ?? new Date();
    for (const due of await dueOccurrences(this.db, now, OCCURRENCES_A_DRAIN)) {
      const { handled, queued } = await occurrenceBatch(this.db, this.options.config, due, limit);
      if (queued) this.options.onQueued?.();
      if (handled < limit) await finishOccurrence(this.db, due);
      if (handled) return handled;
    }
    return 0;
  }
}
