import type { FastifyBaseLogger } from 'fastify';
import { PollingWorker } from '../../lib/polling-worker.ts';
import { dueAttemptIds } from './attempt-repository.ts';
import { settleMovement } from './money-settle.ts';
import { dueMovementIds } from './movement-repository.ts';
import { type Deps, reconcileAttempt } from './provider-attempts.ts';

const A_DRAIN = 20;

/** One pass over what is due at `now`: answers how many questions were asked. */
export async function reconcileDue(deps: Deps, now: Date): Promise<number> {
  let handled = 0;
  for (const id of await dueAttemptIds(deps.db, now, A_DRAIN)) {
    if (await reconcileAttempt(deps, id, now)) handled += 1;
  }
  for (const id of await dueMovementIds(deps.db, now, A_DRAIN)) {
    await settleMovement(deps.db, deps.gateways, id, { leased: false, now });
    handled += 1;
  }
  return handled;
}

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

  protected drain(): Promise<number> {
    return reconcileDue(this.deps, this.clock());
  }
}
