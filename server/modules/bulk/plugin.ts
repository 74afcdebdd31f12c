import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BulkDispatchWorker } from './dispatch-worker.ts';
import { BulkRecurrenceWorker } from './recurrence-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bulkDispatch: BulkDispatchWorker;
    bulkRecurrence: BulkRecurrenceWorker;
  }
}

/**
 * Decorates the bulk dispatch worker. It starts when the server listens, so uploads left
 * `dispatching` by a stopped server carry on (tests use inject and drive it with
 * drainOnce()); app.ts stops it on close before the database closes.
 */
async function bulkDispatch(app: FastifyInstance) {
  const worker = new BulkDispatchWorker(app.db, {
    config: app.config,
    pollMs: app.config.outboxPollMs,
    log: app.log,
    onQueued: () => app.outbox.wake(),
  });
  app.decorate('bulkDispatch', worker);
  app.addHook('onListen', async () => worker.start());
  // The recurring uploads' scheduler: an occurrence falls due by the clock, so it polls.
  const scheduler = new BulkRecurrenceWorker(app.db, {
    config: app.config,
    pollMs: app.config.outboxPollMs,
    log: app.log,
    onQueued: () => app.outbox.wake(),
  });
  app.decorate('bulkRecurrence', scheduler);
  app.addHook('onListen', async () => scheduler.start());
}

export default fp(bulkDispatch, { name: 'bulk-dispatch', dependencies: ['database', 'outbox'] });
