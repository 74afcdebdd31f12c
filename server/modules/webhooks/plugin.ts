import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebhookWorker } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookWorker;
  }
}

/**
 * Decorates the webhook worker. It starts when the server listens (tests use inject and
 * drive it with drainOnce()); app.ts stops it on close before the database closes.
 */
async function webhooks(app: FastifyInstance) {
  const worker = new WebhookWorker(app.db, {
    pollMs: app.config.outboxPollMs,
    log: app.log,
    outbound: { allowLocal: app.config.outboundAllowLocal },
    secretBox: app.secretBox,
    signingSecrets: (apiKeyId) => app.apiKeys.signingSecrets(apiKeyId),
  });
  app.decorate('webhooks', worker);
  app.addHook('onListen', async () => worker.start());
}

export default fp(webhooks, { name: 'webhooks', dependencies: ['database', 'secrets', 'api-keys'] });
