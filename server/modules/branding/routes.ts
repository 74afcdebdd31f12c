import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang, translate } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  getBrandingSchema,
  putBrandingSchema,
  unitCreateSchema,
  unitDeleteSchema,
  unitEditSchema,
  unitListSchema,
} from './schemas.ts';
import { brandingOf, createUnit, editUnit, removeUnit, unitsPage, updateBranding } from './service.ts';

/** The merchant's branding and units, for its owners; each acts on their own merchant's only. */
const brandingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = app.requireSuperuser;
  app.get('/admin/branding', { schema: getBrandingSchema, onRequest: owner }, async (request) =>
    brandingOf(app.db, currentUser(request).merchant_id),
  );
  app.put('/admin/branding', { schema: putBrandingSchema, onRequest: owner }, async (request) =>
    updateBranding(app.db, currentUser(request), request.body),
  );
  app.get('/admin/units', { schema: unitListSchema, onRequest: owner }, async (request) => {
    const { limit, offset } = request.query;
    const { count, results } = await unitsPage(app.db, currentUser(request).merchant_id, { limit, offset });
    return { count, ...pageLinks(request.url, count, limit, offset), results };
  });
  app.post('/admin/units', { schema: unitCreateSchema, onRequest: owner }, async (request, reply) =>
    reply.status(201).send(await createUnit(app.db, currentUser(request), request.body)),
  );
  app.patch('/admin/units/:id', { schema: unitEditSchema, onRequest: owner }, async (request) =>
    editUnit(app.db, currentUser(request), request.params.id, request.body),
  );
  app.delete('/admin/units/:id', { schema: unitDeleteSchema, onRequest: owner }, async (request) => {
    await removeUnit(app.db, currentUser(request), request.params.id);
    return { message: translate(pickLang(request.headers['accept-language']), 'branding.unit_deleted') };
  });
};

export default brandingRoutes;
