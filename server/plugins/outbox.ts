import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OutboxWorker } from '../modules/outbox/service.ts';
import { smsAdapterFor } from '../modules/sms/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/** Decorates the worker; main.ts starts it (tests drive it with drainOnce()). */
async function outbox(app: FastifyInstance) {
  const { config } = app;
  app.decorate(
    'outbox',
    new OutboxWorker(app.db, {
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      pollMs: config.outboxPollMs,
      maxAttempts: config.outboxMaxAttempts,
      log: app.log,
      smsAdapter: (merchantId) =>
        smsAdapterFor(
          app.db,
          { box: app.secretBox, outbound: { allowLocal: config.outboundAllowLocal } },
          merchantId,
        ),
    }),
  );
}

export default fp(outbox, { name: 'outbox', dependencies: ['database', 'secrets'] });
