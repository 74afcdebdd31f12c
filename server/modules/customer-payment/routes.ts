import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerPaymentCreateRequest } from '../../../src/domain/contracts/customer-payments.ts';
import { pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { idempotentInTransaction } from '../idempotency/service.ts';
import {
  collectorCreateSchema,
  collectorOptionsSchema,
  createSchema,
  getRestrictionSchema,
  optionsSchema,
  payChoicesSchema,
  putRestrictionSchema,
} from './schemas.ts';
import {
  changeRestriction,
  createCustomerPayment,
  customerPayChoices,
  customerPaymentOptions,
  resolveScope,
  restrictionOf,
} from './service.ts';

const BASE = '/plugins/customer_payment';

const customerPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const langOf = (request: FastifyRequest) => pickLang(request.headers['accept-language']);

  app.options(`${BASE}/create`, { schema: optionsSchema }, async (request) =>
    customerPaymentOptions(app.db, undefined, langOf(request)),
  );
  app.options(`${BASE}/create/:collector_id/`, { schema: collectorOptionsSchema }, async (request) =>
    customerPaymentOptions(app.db, request.params.collector_id, langOf(request)),
  );

  app.post(`${BASE}/pay-choices`, { schema: payChoicesSchema }, async (request) =>
    customerPayChoices(app.db, app.gateways, request.body, langOf(request)),
  );

  const payDeps = { gateways: app.gateways, publicUrl: app.config.publicUrl };
  type CreateRequest = FastifyRequest<{ Body: CustomerPaymentCreateRequest }>;
  // Keys are kept per merchant and route: a collector's page and the general page never share them.
  const createOnce = async (request: CreateRequest, reply: FastifyReply, collectorId?: string) => {
    const scope = await resolveScope(app.db, collectorId);
    return idempotentInTransaction(app.db, request, reply, `merchant:${scope.merchant.id}`, async (trx) => ({
      status: 201,
      body: await createCustomerPayment(trx, payDeps, request.body, langOf(request), scope),
    }));
  };
  app.post(`${BASE}/create`, { schema: createSchema }, (request, reply) => createOnce(request, reply));
  app.post(`${BASE}/create/:collector_id/`, { schema: collectorCreateSchema }, (request, reply) =>
    createOnce(request, reply, request.params.collector_id),
  );

  const dashboard = { onRequest: app.requirePermission(pluginAccessPermission('customer_payment')) };

  app.get(`${BASE}/payment-restriction`, { schema: getRestrictionSchema, ...dashboard }, async (request) =>
    restrictionOf(app.db, currentUser(request).merchant_id, langOf(request)),
  );

  app.put(`${BASE}/payment-restriction`, { schema: putRestrictionSchema, ...dashboard }, async (request) => {
    const user = currentUser(request);
    await changeRestriction(app.db, user, request.body);
    return restrictionOf(app.db, user.merchant_id, langOf(request));
  });
};

export default customerPaymentRoutes;
