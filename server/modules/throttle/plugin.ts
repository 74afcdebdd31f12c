import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.ts';
import { Throttle } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

const PRUNE_EVERY_MS = 60 * 60_000;

/** Decorates the throttle; while listening, counters idle for a day are dropped hourly. */
async function throttle(app: FastifyInstance, options: { clock: Clock }) {
  const service = new Throttle(app.db, options.clock);
  app.decorate('throttle', service);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      service.prune().catch((err: unknown) => app.log.warn({ err }, 'throttle prune failed'));
    }, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(throttle, { name: 'throttle', dependencies: ['database'] });
