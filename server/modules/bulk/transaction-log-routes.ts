import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { resendSchema, transactionLogsSchema } from './transaction-log-schemas.ts';
import { resendLink, transactionLogs } from './transaction-log-service.ts';

const LOGS = '/plugins/bulk/uploads/:bulk_id/dispatch-logs/:dispatch_log_id/transaction-logs';

/** A dispatch's transaction logs and resending a row's link (issue 22). */
const bulkTransactionLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const section = app.requirePermission(pluginAccessPermission('bulk'));

  app.get(
    LOGS,
    {
      schema: transactionLogsSchema,
      onRequest: [section, app.requirePermission(PERMISSIONS.viewBulkUploads)],
    },
    async (request) => {
      const { bulk_id, dispatch_log_id } = request.params;
      const merchantId = currentUser(request).merchant_id;
      const ids = { uploadId: bulk_id, dispatchId: dispatch_log_id };
      const page = await transactionLogs(app.db, merchantId, ids, request.query);
      return { ...page, ...pageLinks(request.url, page.count, request.query.limit, request.query.offset) };
    },
  );

  app.post(
    `${LOGS}/:row_id/resend`,
    { schema: resendSchema, onRequest: [section, app.requirePermission(PERMISSIONS.dispatchBulkUploads)] },
    async (request, reply) => {
      const { bulk_id, dispatch_log_id, row_id } = request.params;
      const ids = { uploadId: bulk_id, dispatchId: dispatch_log_id, rowId: row_id };
      const log = await resendLink(app.db, app.config, currentUser(request), ids, request.body.channels);
      app.outbox.wake();
      return reply.status(202).send(log);
    },
  );
};

export default bulkTransactionLogRoutes;
