import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { DbHandle } from '../../db/handle.ts';
import { PollingWorker } from '../../lib/polling-worker.ts';
import { dispatchingUploads } from './dispatch-repository.ts';
import { dispatchBatch, finishIfDone } from './dispatch-service.ts';

export interface DispatchWorkerOptions {
  config: Pick<ServerConfig, 'publicUrl'>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** Called after a batch queued links, so the outbox sends them without waiting for its poll. */
  onQueued?: () => void;
  /** Rows a database transaction: small enough to commit in a moment, large enough to move fast. */
  batchSize?: number;
}

/** Uploads looked at a drain: one with all its free rows taken by another instance gives way. */
const UPLOADS_A_DRAIN = 10;

/**
 * Dispatches the uploads in `dispatching`, a batch of rows at a time. Its state is the
 * database's: rows lock with SKIP LOCKED, so several instances share an upload, and a
 * restarted server finds the uploads still dispatching and carries on. A batch needs no
 * lease: its work commits with the rows' marks, or (the process killed, the connection
 * gone) not at all, and the rows are free again.
 */
export class BulkDispatchWorker extends PollingWorker {
  constructor(
    private readonly db: DbHandle,
    private readonly options: DispatchWorkerOptions,
  ) {
    super({ pollMs: options.pollMs, log: options.log, name: 'bulk dispatch' });
  }

  protected async drain(): Promise<number> {
    const limit = this.options.batchSize ?? 100;
    for (const upload of await dispatchingUploads(this.db, UPLOADS_A_DRAIN)) {
      const { handled, queued } = await dispatchBatch(this.db, this.options.config, upload, limit);
      if (queued) this.options.onQueued?.();
      if (handled < limit) await finishIfDone(this.db, upload);
      if (handled) return handled;
    }
    return 0;
  }
}
