import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import { pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  attentionApplySchema,
  attentionCountSchema,
  attentionListSchema,
  attentionRefundSchema,
  attentionVoidSchema,
} from './schemas.ts';
import { applyAttention, attentionList, giveBackAttention, openAttentionCount } from './service.ts';

const B = '/payment-attention';

/** The needs-attention list (issue 24): reading it and every decision need resolve_paymentattention. */
const paymentAttentionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const resolver = app.requirePermission(PERMISSIONS.resolvePaymentAttention);
  app.get(B, { schema: attentionListSchema, onRequest: resolver }, async (request) =>
    attentionList(app.db, currentUser(request).merchant_id, request.query),
  );
  app.get(`${B}/count`, { schema: attentionCountSchema, onRequest: resolver }, async (request) =>
    openAttentionCount(app.db, currentUser(request).merchant_id),
  );
  for (const [action, schema] of [
    ['refund', attentionRefundSchema],
    ['void', attentionVoidSchema],
  ] as const) {
    app.post(`${B}/:id/${action}`, { schema, onRequest: resolver }, async (request) =>
      giveBackAttention(
        app.db,
        app.gateways,
        currentUser(request),
        request.params.id,
        action,
        pickLang(request.headers['accept-language']),
      ),
    );
  }
  app.post(`${B}/:id/apply`, { schema: attentionApplySchema, onRequest: resolver }, async (request) =>
    applyAttention(
      app.db,
      currentUser(request),
      request.params.id,
      pickLang(request.headers['accept-language']),
    ),
  );
};

export default paymentAttentionRoutes;
