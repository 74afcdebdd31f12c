import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_KEY_PLUGINS } from '../../../src/domain/api-keys.ts';
import { idempotentInTransaction } from '../idempotency/service.ts';
import { createSchema } from './schemas.ts';
import { createApiTransaction, currentApiKey } from './service.ts';

/** The merchant API: e_commerce and session plugins, the same API, each with its own keys and transactions. */
const merchantApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('apiKey', null);

  for (const plugin of API_KEY_PLUGINS) {
    app.post(
      `/plugins/${plugin}/transaction`,
      // preHandler, after validation: malformed bodies get their 400 like on every other route.
      { schema: createSchema, preHandler: app.apiKeys.require(plugin) },
      async (request, reply) => {
        const apiKey = currentApiKey(request);
        // Keys of one API key never collide with another merchant system's.
        return idempotentInTransaction(
          app.db,
          request,
          reply,
          `${plugin}:create:${apiKey.id}`,
          async (trx) => ({
            status: 201,
            body: await createApiTransaction(trx, app.config, apiKey, plugin, request.body),
          }),
        );
      },
    );
  }
};

export default merchantApiRoutes;
