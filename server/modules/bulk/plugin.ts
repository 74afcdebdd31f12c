import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { BulkDispatchWorker } from './dispatch-worker.ts';
import { BulkRecurrenceWorker } from './recurrence-worker.ts';
import { BulkReminderWorker } from './reminder-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bulkDispatch: BulkDispatchWorker;
    bulkRecurrence: BulkRecurrenceWorker;
    bulkReminders: BulkReminderWorker;
  }
}

/** Reminders fall due days apart: a look a minute is prompt enough and costs nothing. */
const REMINDER_POLL_MS = 60_000;

/**
 * Decorates the bulk dispatch worker. It starts when the server listens, so uploads left
 * `dispatching` by a stopped server carry on (tests use inject and drive it with
 * drainOnce()); app.ts stops it on close before the database closes.
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
}

export default fp(bulkDispatch, { name: 'bulk-dispatch', dependencies: ['database', 'outbox'] });
