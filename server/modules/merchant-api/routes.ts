import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { idempotentInTransaction } from '../idempotency/service.ts';
import { createSchema } from './schemas.ts';
import { createApiTransaction, currentApiKey, requireApiKey } from './service.ts';

/** The merchant API: e_commerce and session plugins, the same API, each with its own keys and transactions. */
const merchantApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('apiKey', null);

  for (const plugin of ['e_commerce', 'session'] as const satisfies readonly PluginKind[]) {
    app.post(
      `/plugins/${plugin}/transaction`,
      // preHandler, after validation: malformed bodies get their 400 like on every other route.
      { schema: createSchema, preHandler: requireApiKey(app.db, plugin) },
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
