import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import { PollingWorker } from '../../lib/polling-worker.ts';
import { doNextItem, finishChanges } from './work.ts';

export interface EventChangeWorkerOptions {
  publicUrl: string;
  gateways: Gateways;
  pollMs: number;
  log: FastifyBaseLogger;
  /** Called after bookings were done, so the outbox sends their emails without waiting for its poll. */
  onQueued?: () => void;
}

/** Bookings done a drain before the loop looks again (and finished changes are closed). */
const ITEMS_A_DRAIN = 20;

/**
 * Works through the running cancels and reschedules a booking at a time. Its state is the
 * database's: items lock with SKIP LOCKED, so several instances share a change, and a restarted
 * server finds the items still pending and carries on.
 */
export class EventChangeWorker extends PollingWorker {
  constructor(
    private readonly db: DbHandle,
    private readonly options: EventChangeWorkerOptions,
  ) {
    super({ pollMs: options.pollMs, log: options.log, name: 'event changes' });
  }

  protected async drain(): Promise<number> {
    let handled = 0;
    try {
      while (handled < ITEMS_A_DRAIN) {
        const result = await doNextItem(this.db, this.options.gateways, this.options.publicUrl);
        if (result === 'none') break;
        handled += 1;
      }
    } finally {
      if (handled) this.options.onQueued?.();
      await finishChanges(this.db);
    }
    return handled;
  }
}
