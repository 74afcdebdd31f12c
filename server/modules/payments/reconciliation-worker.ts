import type { FastifyBaseLogger } from 'fastify';
import { PollingWorker } from '../../lib/polling-worker.ts';
import { dueAttemptIds } from './attempt-repository.ts';
import { settleMovement } from './money-settle.ts';
import { dueMovementIds } from './movement-repository.ts';
import { type Deps, reconcileAttempt } from './provider-attempts.ts';

const A_DRAIN = 20;

/**
 * Never loses track of money: asks the providers about every attempt and every refund,
 * capture or void they have not given a final word on, on the back-off schedule of
 * src/domain/reconciliation.ts. Its state is the database's: each question is claimed with
 * one UPDATE, so several instances share the work and a restarted server carries on.
 */
export class ReconciliationWorker extends PollingWorker {
  constructor(
    private readonly deps: Deps,
    options: { pollMs: number; log: FastifyBaseLogger },
    private readonly clock: () => Date = () => new Date(),
  ) {
    super({ pollMs: options.pollMs, log: options.log, name: 'reconciliation' });
  }

  protected async drain(): Promise<number> {
    const now = this.clock();
    let handled = 0;
    for (const id of await dueAttemptIds(this.deps.db, now, A_DRAIN)) {
      if (await reconcileAttempt(this.deps, id, now)) handled += 1;
    }
    for (const id of await dueMovementIds(this.deps.db, now, A_DRAIN)) {
      await settleMovement(this.deps.db, this.deps.gateways, id, { leased: false, now });
      handled += 1;
    }
    return handled;
  }
}
