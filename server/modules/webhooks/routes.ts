import type { FastifyInstance } from 'fastify';
import type { WebhookDelivery } from '../../../src/domain/integrations-api.ts';
import { hasPermission, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { PLUGIN_KINDS, type PluginKind } from '../../../src/domain/plugins.ts';
import { messageError } from '../../lib/errors.ts';
import { bearer, errors, pageLinks, paginated } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listDeliveries } from './repository.ts';

interface ListQuery {
  transaction_id?: string;
  limit: number;
  offset: number;
}

const listSchema = {
  tags: ['webhooks'],
  summary: "Webhook delivery attempts of a plugin's transactions, newest first",
  security: bearer,
  params: {
    type: 'object',
    required: ['plugin'],
    properties: { plugin: { type: 'string', enum: [...PLUGIN_KINDS] } },
  },
  querystring: {
    type: 'object',
    properties: {
      transaction_id: { type: 'string', format: 'uuid' },
      limit: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
      offset: { type: 'integer', minimum: 0, default: 0 },
    },
  },
  response: {
    200: paginated({
      type: 'object',
      required: [
        'id',
        'transaction_id',
        'attempt',
        'url',
        'status_code',
        'duration_ms',
        'error',
        'created_at',
      ],
      properties: {
        id: { type: 'integer' },
        transaction_id: { type: 'string' },
        attempt: { type: 'integer' },
        url: { type: 'string' },
        status_code: { type: ['integer', 'null'] },
        duration_ms: { type: 'integer' },
        error: { type: ['string', 'null'] },
        created_at: { type: 'string' },
      },
    }),
    ...errors(401, 403),
  },
} as const;

export default async function webhookRoutes(app: FastifyInstance) {
  app.get<{ Params: { plugin: PluginKind }; Querystring: ListQuery }>(
    '/plugins/:plugin/webhook-deliveries',
    { schema: listSchema, onRequest: app.authenticate },
    async (request) => {
      const user = currentUser(request);
      const { plugin } = request.params;
      if (!hasPermission(user, pluginAccessPermission(plugin))) throw messageError(403, 'errors.forbidden');
      const { transaction_id, limit, offset } = request.query;
      const { count, rows } = await listDeliveries(app.db, {
        merchantId: user.merchant_id,
        plugin,
        transactionId: transaction_id,
        limit,
        offset,
      });
      const results: WebhookDelivery[] = rows.map((row) => ({
        ...row,
        created_at: new Date(row.created_at).toISOString(),
      }));
      return { count, ...pageLinks(request.url, count, limit, offset), results };
    },
  );
}
