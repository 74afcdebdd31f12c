import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { idempotencyKeyOf, idempotencyScope, requestHash, sendAnswer } from '../idempotency/service.ts';
import { createSchema, formOptionsSchema } from './schemas.ts';
import { formOptions, paymentRequestCreator } from './service.ts';

/** The payment_request plugin's dashboard: its create form's metadata and the creation. */
const paymentRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access = app.requirePermission(pluginAccessPermission('payment_request'));
  const create = paymentRequestCreator(app.db, app.config);

  // OPTIONS /transaction is every plugin's list metadata (SPEC 7.5); the form has its own path.
  app.options(
    '/plugins/payment_request/transaction/create',
    { schema: formOptionsSchema, onRequest: access },
    async (request) =>
      formOptions(app.db, currentUser(request), pickLang(request.headers['accept-language'])),
  );

  app.post(
    '/plugins/payment_request/transaction',
    { schema: createSchema, onRequest: access },
    async (request, reply) => {
      const user = currentUser(request);
      const key = idempotencyKeyOf(request);
      const body = request.body;
      const answer = await create({
        user,
        body,
        lang: body.language ?? pickLang(request.headers['accept-language']),
        key:
          key === null
            ? null
            : {
                scope: idempotencyScope(request, `merchant:${user.merchant_id}`),
                key,
                hash: requestHash(request),
              },
      });
      return sendAnswer(reply, answer);
    },
  );
};

export default paymentRequestRoutes;
