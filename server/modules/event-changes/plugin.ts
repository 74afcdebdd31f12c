import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventChangeWorker } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    eventChanges: EventChangeWorker;
  }
}

/**
 * Decorates the worker of event cancels and reschedules. It starts when the server listens, so
 * a change a stopped server left running carries on (tests use inject and drive it with
 * drainOnce()); app.ts stops it on close before the database closes.
 */
async function eventChanges(app: FastifyInstance) {
  const worker = new EventChangeWorker(app.db, {
    publicUrl: app.config.publicUrl,
    gateways: app.gateways,
    pollMs: app.config.outboxPollMs,
    log: app.log,
    onQueued: () => app.outbox.wake(),
  });
  app.decorate('eventChanges', worker);
  app.addHook('onListen', async () => worker.start());
}

export default fp(eventChanges, { name: 'event-changes', dependencies: ['database', 'outbox', 'gateways'] });
