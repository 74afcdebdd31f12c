import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { codeCreateSchema, codeDeactivateSchema, codeEditSchema, codeListSchema } from './schemas.ts';
import {
  createDiscountCode,
  deactivateDiscountCode,
  discountCodesPage,
  editDiscountCode,
} from './service.ts';

const CODES = '/admin/discount-codes';

/** The merchant's discount codes: read and changed with change_discount (a code is money given away). */
const discountCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const manager = app.requirePermission(PERMISSIONS.changeDiscounts);

  app.get(CODES, { schema: codeListSchema, onRequest: manager }, async (request) => {
    const { limit, offset } = request.query;
    const page = await discountCodesPage(app.db, currentUser(request).merchant_id, request.query);
    return { count: page.count, ...pageLinks(request.url, page.count, limit, offset), results: page.results };
  });
  app.post(CODES, { schema: codeCreateSchema, onRequest: manager }, async (request, reply) =>
    reply.status(201).send(await createDiscountCode(app.db, currentUser(request), request.body)),
  );
  app.patch(`${CODES}/:id`, { schema: codeEditSchema, onRequest: manager }, async (request) =>
    editDiscountCode(app.db, currentUser(request), request.params.id, request.body),
  );
  app.post(`${CODES}/:id/deactivate`, { schema: codeDeactivateSchema, onRequest: manager }, async (request) =>
    deactivateDiscountCode(app.db, currentUser(request), request.params.id),
  );
};

export default discountCodeRoutes;
