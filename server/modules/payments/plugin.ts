import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeIdempotencyKeys } from '../idempotency/service.ts';
import { ReconciliationWorker } from './reconciliation-worker.ts';
import { expireDue } from './transactions.ts';

export const SWEEP_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    reconciliation: ReconciliationWorker;
  }
}

/**
 * The periodic sweep: expires transactions past their deadline (reads and pays also
 * check, so the sweep only makes lists and webhooks timely) and drops old idempotency keys.
 * And the reconciliation worker, which starts when the server listens (tests drive it with
 * drainOnce()); it stops on close before the database closes.
 */
async function paymentsSweeper(app: FastifyInstance) {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= (async () => {
      try {
        await expireDue(app.db);
        await purgeIdempotencyKeys(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'payments sweep failed');
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  const reconciliation = new ReconciliationWorker(
    { db: app.db, gateways: app.gateways, publicUrl: app.config.publicUrl },
    { pollMs: app.config.reconcilePollMs, log: app.log },
  );
  app.decorate('reconciliation', reconciliation);
  app.addHook('onListen', async () => reconciliation.start());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await reconciliation.stop();
    await running;
  });
}

export default fp(paymentsSweeper, { name: 'payments-sweeper', dependencies: ['database', 'gateways'] });
