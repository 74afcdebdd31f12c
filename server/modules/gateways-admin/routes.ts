import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { testConnection } from './connection.ts';
import { accountMethods } from './methods.ts';
import {
  gatewayCreateSchema,
  gatewayDeleteSchema,
  gatewayEditSchema,
  gatewayListSchema,
  gatewayMethodsSchema,
  gatewayOrderSchema,
  gatewayTestSchema,
} from './schemas.ts';
import {
  createGateway,
  editGateway,
  type GatewayContext,
  gatewayList,
  removeGateway,
  reorder,
} from './service.ts';

/** The merchant's gateways (issue 24): they decide where money goes, so owners only, as the other payment settings. */
const gatewayAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = app.requireSuperuser;
  const ctx: GatewayContext = {
    db: app.db,
    secretBox: app.secretBox,
    secretsKeySet: app.config.secretsKey !== null,
    publicUrl: app.config.publicUrl,
  };
  app.get('/admin/gateways', { schema: gatewayListSchema, onRequest: owner }, async (request) =>
    gatewayList(ctx, currentUser(request).merchant_id),
  );
  app.post('/admin/gateways', { schema: gatewayCreateSchema, onRequest: owner }, async (request, reply) =>
    reply.status(201).send(await createGateway(ctx, currentUser(request), request.body)),
  );
  app.post('/admin/gateways/order', { schema: gatewayOrderSchema, onRequest: owner }, async (request) =>
    reorder(ctx, currentUser(request), request.body.codes),
  );
  app.patch('/admin/gateways/:code', { schema: gatewayEditSchema, onRequest: owner }, async (request) =>
    editGateway(ctx, currentUser(request), request.params.code, request.body),
  );
  app.delete('/admin/gateways/:code', { schema: gatewayDeleteSchema, onRequest: owner }, async (request) => {
    const { deleted } = await removeGateway(ctx, currentUser(request), request.params.code);
    const lang = pickLang(request.headers['accept-language']);
    return {
      deleted,
      message: translate(lang, deleted ? 'gateways_admin.deleted' : 'gateways_admin.deactivated'),
    };
  });
  app.post('/admin/gateways/:code/test', { schema: gatewayTestSchema, onRequest: owner }, async (request) =>
    testConnection(
      { ...ctx, provider: (name) => app.gateways.provider(name) },
      currentUser(request),
      request.params.code,
      pickLang(request.headers['accept-language']),
    ),
  );
  app.get(
    '/admin/gateways/:code/methods',
    { schema: gatewayMethodsSchema, onRequest: owner },
    async (request) =>
      accountMethods({ ...ctx, gateways: app.gateways }, currentUser(request), request.params.code),
  );
};

export default gatewayAdminRoutes;
