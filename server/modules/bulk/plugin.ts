import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { BulkDispatchWorker } from './dispatch-worker.ts';
import { BulkRecurrenceWorker } from './recurrence-worker.ts';
import { BulkReminderWorker } from './reminder-worker.ts';
import { BulkValidationWorker } from './validation-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bulkDispatch: BulkDispatchWorker;
    bulkRecurrence: BulkRecurrenceWorker;
    bulkReminders: BulkReminderWorker;
    bulkValidation: BulkValidationWorker;
  }
}

/** Reminders fall due days apart: a look a minute is prompt enough and costs nothing. */
const REMINDER_POLL_MS = 60_000;

/**
 * Decorates the bulk workers: dispatch, and the check of received files. They start when the
 * server listens, so uploads left `dispatching` or `validating` by a stopped server carry on
 * (tests use inject and drive them with drainOnce()); app.ts stops them on close before the
 * database closes.
 */
async function bulkDispatch(app: FastifyInstance, options: { clock?: Clock }) {
  const worker = new BulkDispatchWorker(app.db, {
    config: app.config,
    pollMs: app.config.outboxPollMs,
    log: app.log,
    onQueued: () => app.outbox.wake(),
  });
  app.decorate('bulkDispatch', worker);
  app.addHook('onListen', async () => worker.start());
  const clock = options.clock ?? systemClock;
  // The recurring uploads' scheduler: an occurrence falls due by the clock, so it polls.
  const scheduler = new BulkRecurrenceWorker(app.db, {
    config: app.config,
    pollMs: app.config.outboxPollMs,
    log: app.log,
    now: () => clock.now(),
    onQueued: () => app.outbox.wake(),
  });
  app.decorate('bulkRecurrence', scheduler);
  app.addHook('onListen', async () => scheduler.start());

  // The reminder worker, started and stopped the same way, on the app's clock too.
  const reminders = new BulkReminderWorker(app.db, {
    config: app.config,
    pollMs: REMINDER_POLL_MS,
    log: app.log,
    now: () => clock.now(),
    onQueued: () => app.outbox.wake(),
  });
  app.decorate('bulkReminders', reminders);
  app.addHook('onListen', async () => reminders.start());
  // Received files are checked the same way: files a stopped server held are taken up again.
  const validation = new BulkValidationWorker(app.db, { pollMs: app.config.outboxPollMs, log: app.log });
  app.decorate('bulkValidation', validation);
  app.addHook('onListen', async () => validation.start());
}

export default fp(bulkDispatch, { name: 'bulk-dispatch', dependencies: ['database', 'outbox'] });
