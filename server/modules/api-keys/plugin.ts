import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.ts';
import { ApiKeys, sealClearWebhookSecrets } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks `Api-Key` requests and answers webhook signing secrets, on the app's clock. */
    apiKeys: ApiKeys;
  }
}

/** Seals the webhook secrets still in clear before the app serves (see secrets.ts), then decorates. */
async function apiKeys(app: FastifyInstance, options: { clock: Clock }) {
  const sealed = await sealClearWebhookSecrets(app.db, app.secretBox);
  if (sealed > 0) app.log.info({ sealed }, 'sealed webhook secrets stored in clear');
  app.decorate('apiKeys', new ApiKeys(app.db, app.secretBox, options.clock));
}

export default fp(apiKeys, { name: 'api-keys', dependencies: ['database', 'secrets'] });
