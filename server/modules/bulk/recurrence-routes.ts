import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  stopRecurrenceSchema,
  stopRowRecurrenceSchema,
  withdrawDispatchPreviewSchema,
  withdrawDispatchSchema,
  withdrawPreviewSchema,
  withdrawSchema,
} from './recurrence-schemas.ts';
import { stopRecurrence, stopRowSeries } from './recurrence-service.ts';
import { withdraw, withdrawPreview } from './withdraw-service.ts';

const UPLOAD = '/plugins/bulk/uploads/:bulk_id';
const DISPATCH = `${UPLOAD}/dispatch-logs/:dispatch_id`;

/**
 * Stopping a recurring upload (or one row's series) and withdrawing links (issue 22): both
 * undo what Dispatch started, so both take dispatch_bulkupload.
 */
const bulkRecurrenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = [
    app.requirePermission(pluginAccessPermission('bulk')),
    app.requirePermission(PERMISSIONS.dispatchBulkUploads),
  ];

  app.post(
    `${UPLOAD}/stop-recurrence`,
    { schema: stopRecurrenceSchema, onRequest: guard },
    async (request, reply) => {
      await stopRecurrence(app.db, currentUser(request), request.params.bulk_id);
      return reply.status(204).send();
    },
  );

  app.post(
    `${UPLOAD}/rows/:row_id/stop-recurrence`,
    { schema: stopRowRecurrenceSchema, onRequest: guard },
    async (request, reply) => {
      const { bulk_id, row_id } = request.params;
      await stopRowSeries(app.db, currentUser(request), bulk_id, row_id);
      return reply.status(204).send();
    },
  );

  app.get(`${UPLOAD}/withdraw`, { schema: withdrawPreviewSchema, onRequest: guard }, async (request) =>
    withdrawPreview(app.db, currentUser(request).merchant_id, request.params.bulk_id),
  );

  app.post(`${UPLOAD}/withdraw`, { schema: withdrawSchema, onRequest: guard }, async (request) =>
    withdraw(app.db, currentUser(request), request.params.bulk_id),
  );

  app.get(
    `${DISPATCH}/withdraw`,
    { schema: withdrawDispatchPreviewSchema, onRequest: guard },
    async (request) => {
      const { bulk_id, dispatch_id } = request.params;
      return withdrawPreview(app.db, currentUser(request).merchant_id, bulk_id, dispatch_id);
    },
  );

  app.post(`${DISPATCH}/withdraw`, { schema: withdrawDispatchSchema, onRequest: guard }, async (request) => {
    const { bulk_id, dispatch_id } = request.params;
    return withdraw(app.db, currentUser(request), bulk_id, dispatch_id);
  });
};

export default bulkRecurrenceRoutes;
