import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang, translate } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { roleCreateSchema, roleDeleteSchema, roleEditSchema, roleListSchema } from './schemas.ts';
import { createRole, editRole, removeRole, rolesPage } from './service.ts';

/** The merchant's roles, for its owners (superusers); each acts on their own merchant's roles only. */
const rolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = app.requireSuperuser;
  app.get('/admin/roles', { schema: roleListSchema, onRequest: owner }, async (request) => {
    const { limit, offset } = request.query;
    const { count, results } = await rolesPage(app.db, currentUser(request), { limit, offset });
    return { count, ...pageLinks(request.url, count, limit, offset), results };
  });
  app.post('/admin/roles', { schema: roleCreateSchema, onRequest: owner }, async (request, reply) =>
    reply.status(201).send(await createRole(app.db, currentUser(request), request.body)),
  );
  app.patch('/admin/roles/:id', { schema: roleEditSchema, onRequest: owner }, async (request) =>
    editRole(app.db, currentUser(request), request.params.id, request.body),
  );
  app.delete('/admin/roles/:id', { schema: roleDeleteSchema, onRequest: owner }, async (request) => {
    await removeRole(app.db, currentUser(request), request.params.id);
    return { message: translate(pickLang(request.headers['accept-language']), 'roles.deleted') };
  });
};

export default rolesRoutes;
