import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.ts';
import { BulkReminderWorker } from './reminder-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bulkReminders: BulkReminderWorker;
  }
}

/** Reminders fall due days apart: a look a minute is prompt enough and costs nothing. */
const REMINDER_POLL_MS = 60_000;

/** Decorates the reminder worker; it starts when the server listens, app.ts stops it on close. */
async function bulkReminders(app: FastifyInstance, options: { clock: Clock }) {
  const worker = new BulkReminderWorker(app.db, {
    config: app.config,
    pollMs: REMINDER_POLL_MS,
    log: app.log,
    now: () => options.clock.now(),
    onQueued: () => app.outbox.wake(),
  });
  app.decorate('bulkReminders', worker);
  app.addHook('onListen', async () => worker.start());
}

export default fp(bulkReminders, { name: 'bulk-reminders', dependencies: ['database', 'outbox'] });
