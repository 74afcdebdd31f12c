import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageLinks } from '../../lib/schemas.ts';
import { detailSchema, listSchema } from './schemas.ts';
import { outboxMessage, outboxPage } from './service.ts';

/**
 * The kept and sent messages, for superusers only: bodies hold password-reset links and
 * payment links, so nobody else (and never an anonymous caller) reads them.
 */
const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = app.requireSuperuser;

  app.get('/admin/outbox', { schema: listSchema, onRequest }, async (request) => {
    const { limit, offset, ...filter } = request.query;
    const { count, results } = await outboxPage(app.db, filter, { limit, offset });
    return { count, ...pageLinks(request.url, count, limit, offset), results };
  });

  app.get('/admin/outbox/:id', { schema: detailSchema, onRequest }, async (request) =>
    outboxMessage(app.db, request.params.id),
  );
};

export default outboxRoutes;
