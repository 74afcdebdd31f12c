import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { apiKeysPage, createKeyAsOwner, revokeKey, rollKey, rollWebhookSecret } from './admin.ts';
import { createSchema, listSchema, revokeSchema, rollSchema, rollWebhookSecretSchema } from './schemas.ts';

/** The merchant's API keys, for its owners; each acts on their own merchant's keys only. */
const apiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = app.requireSuperuser;
  app.get('/admin/api-keys', { schema: listSchema, onRequest: owner }, async (request) => {
    const { limit, offset } = request.query;
    const user = currentUser(request);
    const { count, results } = await apiKeysPage(
      app.db,
      user.merchant_id,
      { limit, offset },
      app.apiKeys.now(),
    );
    return { count, ...pageLinks(request.url, count, limit, offset), results };
  });
  app.post('/admin/api-keys', { schema: createSchema, onRequest: owner }, async (request, reply) =>
    reply
      .status(201)
      .send(
        await createKeyAsOwner(app.db, app.secretBox, currentUser(request), request.body, app.apiKeys.now()),
      ),
  );
  app.post('/admin/api-keys/:id/revoke', { schema: revokeSchema, onRequest: owner }, async (request) =>
    revokeKey(app.db, currentUser(request), request.params.id, app.apiKeys.now()),
  );
  app.post('/admin/api-keys/:id/roll', { schema: rollSchema, onRequest: owner }, async (request, reply) =>
    reply
      .status(201)
      .send(
        await rollKey(
          app.db,
          currentUser(request),
          request.params.id,
          request.body.overlap_hours,
          app.apiKeys.now(),
        ),
      ),
  );
  app.post(
    '/admin/api-keys/:id/roll-webhook-secret',
    { schema: rollWebhookSecretSchema, onRequest: owner },
    async (request) =>
      rollWebhookSecret(
        app.db,
        app.secretBox,
        currentUser(request),
        request.params.id,
        request.body.overlap_hours,
        app.apiKeys.now(),
      ),
  );
};

export default apiKeyRoutes;
