import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { detailSchema, listSchema, resendSchema } from './schemas.ts';
import { outboxMessage, outboxPage, resendMessage } from './service.ts';

/**
 * The kept and sent messages, for superusers only: bodies hold password-reset links and
 * payment links, so nobody else (and never an anonymous caller) reads them, and each owner
 * only their own merchant's.
 */
const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = app.requireSuperuser;

  app.get('/admin/outbox', { schema: listSchema, onRequest }, async (request) => {
    const { limit, offset, ...filter } = request.query;
    const merchantId = currentUser(request).merchant_id;
    const { count, results } = await outboxPage(app.db, { ...filter, merchantId }, { limit, offset });
    return { count, ...pageLinks(request.url, count, limit, offset), results };
  });

  app.get('/admin/outbox/:id', { schema: detailSchema, onRequest }, async (request) =>
    outboxMessage(app.db, currentUser(request).merchant_id, request.params.id),
  );

  app.post('/admin/outbox/:id/resend', { schema: resendSchema, onRequest }, async (request, reply) => {
    const copy = await resendMessage(app.db, currentUser(request), request.params.id);
    app.outbox.wake();
    return reply.status(201).send(copy);
  });
};

export default outboxRoutes;
