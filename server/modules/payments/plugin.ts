import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeIdempotencyKeys } from '../idempotency/service.ts';
import { expireDue } from './transactions.ts';

export const SWEEP_INTERVAL_MS = 60_000;

/**
 * The periodic sweep: expires transactions past their deadline (reads and pays also
 * check, so the sweep only makes lists and webhooks timely) and drops old idempotency keys.
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
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(paymentsSweeper, { name: 'payments-sweeper', dependencies: ['database'] });
