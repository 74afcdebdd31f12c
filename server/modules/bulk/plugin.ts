import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BulkDispatchWorker } from './dispatch-worker.ts';
import { BulkValidationWorker } from './validation-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bulkDispatch: BulkDispatchWorker;
    bulkValidation: BulkValidationWorker;
  }
}

/**
 * Decorates the bulk workers: dispatch, and the check of received files. They start when the
 * server listens, so uploads left `dispatching` or `validating` by a stopped server carry on
 * (tests use inject and drive them with drainOnce()); app.ts stops them on close before the
 * database closes.
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
  // Received files are checked the same way: files a stopped server held are taken up again.
  const validation = new BulkValidationWorker(app.db, { pollMs: app.config.outboxPollMs, log: app.log });
  app.decorate('bulkValidation', validation);
  app.addHook('onListen', async () => validation.start());
}

export default fp(bulkDispatch, { name: 'bulk-dispatch', dependencies: ['database', 'outbox'] });
