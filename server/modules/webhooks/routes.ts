import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hasPermission, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { messageError } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listSchema } from './schemas.ts';
import { deliveriesFor } from './service.ts';

const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/plugins/:plugin/webhook-deliveries',
    { schema: listSchema, onRequest: app.authenticate },
    async (request) => {
      const user = currentUser(request);
      const { plugin } = request.params;
      if (!hasPermission(user, pluginAccessPermission(plugin))) throw messageError(403, 'errors.forbidden');
      const { transaction_id, limit, offset } = request.query;
      const { count, rows } = await deliveriesFor(app.db, user, {
        plugin,
        transactionId: transaction_id,
        limit,
        offset,
      });
      const results = rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
      return { count, ...pageLinks(request.url, count, limit, offset), results };
    },
  );
};

export default webhookRoutes;
