import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/handle.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { PollingWorker } from '../../lib/polling-worker.ts';
import { validateNextFile } from './validation-service.ts';

export interface ValidationWorkerOptions {
  pollMs: number;
  log: FastifyBaseLogger;
  /** Rows a commit: 1,000 keeps a commit under a second and 100,000 rows at a hundred commits. */
  batchSize?: number;
  /**
   * How long a file stays held by a worker that stopped committing (its server killed) before
   * another takes it over; each batch's commit renews it.
   */
  leaseMs?: number;
  clock?: Clock;
}

/**
 * Checks received bulk files in the background, one file at a time to its end. Its state is
 * the database's: a lease names the worker checking a file, so several instances share the
 * queue and never check one file together, and a restarted server takes up the files a
 * stopped one held once their leases run out, skipping the rows already staged.
 */
export class BulkValidationWorker extends PollingWorker {
  readonly #owner = randomUUID();
  #stopping = false;

  constructor(
    private readonly db: DbHandle,
    private readonly options: ValidationWorkerOptions,
  ) {
    super({ pollMs: options.pollMs, log: options.log, name: 'bulk validation' });
  }

  protected drain(): Promise<number> {
    return validateNextFile(this.db, {
      owner: this.#owner,
      clock: this.options.clock ?? systemClock,
      leaseMs: this.options.leaseMs ?? 60_000,
      batchSize: this.options.batchSize ?? 1000,
      stopping: () => this.#stopping,
    });
  }

  /** Stops after the batch in hand, handing the file back so the next server starts on it at once. */
  override async stop(): Promise<void> {
    this.#stopping = true;
    await super.stop();
  }

  override start(): void {
    this.#stopping = false;
    super.start();
  }
}
