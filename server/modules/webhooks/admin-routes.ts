import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang, translate } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  endpointCreateSchema,
  endpointDeleteSchema,
  endpointEditSchema,
  endpointListSchema,
  eventDetailSchema,
  eventListSchema,
  eventResendSchema,
  rollSecretSchema,
} from './admin-schemas.ts';
import { eventDetail, eventsPage, resendEvent } from './delivery-log.ts';
import {
  createEndpoint,
  type EndpointContext,
  editEndpoint,
  endpointsPage,
  removeEndpoint,
  rollSecret,
} from './endpoints.ts';

/** Webhook endpoints and the delivery log (issue 20): merchant-wide, so owners only. */
const webhookAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = app.requireSuperuser;
  const ctx: EndpointContext = {
    db: app.db,
    secretBox: app.secretBox,
    allowLocal: app.config.outboundAllowLocal,
  };
  app.get('/admin/webhook-endpoints', { schema: endpointListSchema, onRequest: owner }, async (request) => {
    const { limit, offset } = request.query;
    const page = await endpointsPage(app.db, currentUser(request).merchant_id, { limit, offset });
    return { count: page.count, ...pageLinks(request.url, page.count, limit, offset), results: page.results };
  });
  app.post(
    '/admin/webhook-endpoints',
    { schema: endpointCreateSchema, onRequest: owner },
    async (request, reply) =>
      reply.status(201).send(await createEndpoint(ctx, currentUser(request), request.body)),
  );
  app.patch(
    '/admin/webhook-endpoints/:id',
    { schema: endpointEditSchema, onRequest: owner },
    async (request) => editEndpoint(ctx, currentUser(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/webhook-endpoints/:id',
    { schema: endpointDeleteSchema, onRequest: owner },
    async (request) => {
      await removeEndpoint(app.db, currentUser(request), request.params.id);
      return {
        message: translate(pickLang(request.headers['accept-language']), 'webhooks.endpoint_deleted'),
      };
    },
  );
  app.post(
    '/admin/webhook-endpoints/:id/roll-secret',
    { schema: rollSecretSchema, onRequest: owner },
    async (request) => rollSecret(ctx, currentUser(request), request.params.id, request.body),
  );

  app.get('/admin/webhook-events', { schema: eventListSchema, onRequest: owner }, async (request) => {
    const { limit, offset } = request.query;
    const page = await eventsPage(app.db, currentUser(request).merchant_id, request.query);
    return { count: page.count, ...pageLinks(request.url, page.count, limit, offset), results: page.results };
  });
  app.get('/admin/webhook-events/:id', { schema: eventDetailSchema, onRequest: owner }, async (request) =>
    eventDetail(app.db, currentUser(request).merchant_id, request.params.id),
  );
  app.post(
    '/admin/webhook-events/:id/resend',
    { schema: eventResendSchema, onRequest: owner },
    async (request) => resendEvent(app.db, currentUser(request), request.params.id),
  );
};

export default webhookAdminRoutes;
