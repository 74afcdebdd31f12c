import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { dispatchLogsSchema, dispatchSchema } from './dispatch-schemas.ts';
import { dispatchLogs, startDispatch } from './dispatch-service.ts';
import { toUpload } from './review.ts';

const UPLOAD = '/plugins/bulk/uploads/:bulk_id';

/** Dispatching an upload (issue 22) and its log; access_bulk and the permission of each. */
const bulkDispatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const section = app.requirePermission(pluginAccessPermission('bulk'));

  app.post(
    `${UPLOAD}/dispatch`,
    {
      schema: dispatchSchema,
      onRequest: [section, app.requirePermission(PERMISSIONS.dispatchBulkUploads)],
      // A one-time upload's Dispatch sends no body: its options are the defaults.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const upload = await startDispatch(
        app.db,
        currentUser(request),
        request.params.bulk_id,
        request.body ?? {},
      );
      app.bulkDispatch.wake();
      return reply.status(202).send(toUpload(upload));
    },
  );

  app.get(
    `${UPLOAD}/dispatch-logs`,
    { schema: dispatchLogsSchema, onRequest: [section, app.requirePermission(PERMISSIONS.viewBulkUploads)] },
    async (request) => {
      const { limit, offset } = request.query;
      const merchantId = currentUser(request).merchant_id;
      const page = await dispatchLogs(app.db, merchantId, request.params.bulk_id, request.query);
      return { ...page, ...pageLinks(request.url, page.count, limit, offset) };
    },
  );
};

export default bulkDispatchRoutes;
