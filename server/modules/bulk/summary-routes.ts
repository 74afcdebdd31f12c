import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { matchingRows } from './duplicate-service.ts';
import { matchesSchema, summarySchema } from './summary-schemas.ts';
import { uploadSummary } from './summary-service.ts';

const UPLOAD = '/plugins/bulk/uploads/:bulk_id';

/** An upload's money summary and its rows matching other uploads' unpaid links (issue 22). */
const bulkSummaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const viewer = [
    app.requirePermission(pluginAccessPermission('bulk')),
    app.requirePermission(PERMISSIONS.viewBulkUploads),
  ];

  app.get(`${UPLOAD}/summary`, { schema: summarySchema, onRequest: viewer }, async (request) =>
    uploadSummary(app.db, currentUser(request).merchant_id, request.params.bulk_id),
  );

  app.get(`${UPLOAD}/matches`, { schema: matchesSchema, onRequest: viewer }, async (request) => {
    const { limit, offset } = request.query;
    const merchantId = currentUser(request).merchant_id;
    const page = await matchingRows(app.db, merchantId, request.params.bulk_id, request.query);
    return { ...page, ...pageLinks(request.url, page.count, limit, offset) };
  });
};

export default bulkSummaryRoutes;
