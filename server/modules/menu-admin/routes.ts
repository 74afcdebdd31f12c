import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as schema from './schemas.ts';
import * as menu from './service.ts';

const M = '/admin/menu';

/** The food menu's management, all under change_menu. */
const menuAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = app.requirePermission(PERMISSIONS.changeMenu);
  const merchant = (request: Parameters<typeof currentUser>[0]) => currentUser(request).merchant_id;
  const done = (request: { headers: { 'accept-language'?: string } }, key: string) => ({
    message: translate(pickLang(request.headers['accept-language']), key),
  });

  app.get(`${M}/categories`, { schema: schema.categoryListSchema, onRequest }, async (request) =>
    menu.menuCategories(app.db, merchant(request)),
  );
  app.post(`${M}/categories`, { schema: schema.categoryCreateSchema, onRequest }, async (request, reply) =>
    reply.status(201).send(await menu.createCategory(app.db, currentUser(request), request.body)),
  );
  app.patch(`${M}/categories/:id`, { schema: schema.categoryEditSchema, onRequest }, async (request) =>
    menu.editCategory(app.db, currentUser(request), request.params.id, request.body),
  );
  app.delete(`${M}/categories/:id`, { schema: schema.categoryDeleteSchema, onRequest }, async (request) => {
    await menu.removeCategory(app.db, currentUser(request), request.params.id);
    return done(request, 'menu_admin.deleted');
  });

  app.get(`${M}/items`, { schema: schema.dishListSchema, onRequest }, async (request) => {
    const { limit, offset } = request.query;
    const page = await menu.dishesPage(app.db, merchant(request), request.query);
    return { count: page.count, ...pageLinks(request.url, page.count, limit, offset), results: page.results };
  });
  app.get(`${M}/items/:id`, { schema: schema.dishDetailSchema, onRequest }, async (request) =>
    menu.dishDetail(app.db, merchant(request), request.params.id),
  );
  app.post(`${M}/items`, { schema: schema.dishCreateSchema, onRequest }, async (request, reply) =>
    reply.status(201).send(await menu.createDish(app.db, currentUser(request), request.body)),
  );
  app.patch(`${M}/items/:id`, { schema: schema.dishEditSchema, onRequest }, async (request) =>
    menu.editDish(app.db, currentUser(request), request.params.id, request.body),
  );
  app.delete(`${M}/items/:id`, { schema: schema.dishDeleteSchema, onRequest }, async (request) => {
    await menu.removeDish(app.db, currentUser(request), request.params.id);
    return done(request, 'menu_admin.deleted');
  });

  app.get(`${M}/banners`, { schema: schema.bannerListSchema, onRequest }, async (request) =>
    menu.menuBanners(app.db, merchant(request)),
  );
  app.post(`${M}/banners`, { schema: schema.bannerCreateSchema, onRequest }, async (request, reply) =>
    reply.status(201).send(await menu.createBanner(app.db, currentUser(request), request.body)),
  );
  app.patch(`${M}/banners/:id`, { schema: schema.bannerEditSchema, onRequest }, async (request) =>
    menu.editBanner(app.db, currentUser(request), request.params.id, request.body),
  );
  app.delete(`${M}/banners/:id`, { schema: schema.bannerDeleteSchema, onRequest }, async (request) => {
    await menu.removeBanner(app.db, currentUser(request), request.params.id);
    return done(request, 'menu_admin.deleted');
  });

  app.get(`${M}/branches`, { schema: schema.branchListSchema, onRequest }, async (request) =>
    menu.menuBranches(app.db, merchant(request)),
  );
  app.get(`${M}/branches/:id`, { schema: schema.branchDetailSchema, onRequest }, async (request) =>
    menu.menuBranch(app.db, merchant(request), request.params.id),
  );
  app.post(`${M}/branches`, { schema: schema.branchCreateSchema, onRequest }, async (request, reply) =>
    reply.status(201).send(await menu.createBranch(app.db, currentUser(request), request.body)),
  );
  app.patch(`${M}/branches/:id`, { schema: schema.branchEditSchema, onRequest }, async (request) =>
    menu.editBranch(app.db, currentUser(request), request.params.id, request.body),
  );

  app.get(`${M}/zones`, { schema: schema.zoneListSchema, onRequest }, async (request) =>
    menu.menuZones(app.db, merchant(request)),
  );
  app.post(`${M}/zones`, { schema: schema.zoneCreateSchema, onRequest }, async (request, reply) =>
    reply.status(201).send(await menu.createZone(app.db, currentUser(request), request.body)),
  );
  app.patch(`${M}/zones/:id`, { schema: schema.zoneEditSchema, onRequest }, async (request) =>
    menu.editZone(app.db, currentUser(request), request.params.id, request.body),
  );

  app.get(`${M}/areas`, { schema: schema.areaListSchema, onRequest }, async (request) =>
    menu.menuAreas(app.db, merchant(request)),
  );
  app.post(`${M}/areas`, { schema: schema.areaCreateSchema, onRequest }, async (request, reply) =>
    reply.status(201).send(await menu.createArea(app.db, currentUser(request), request.body)),
  );
  app.patch(`${M}/areas/:id`, { schema: schema.areaEditSchema, onRequest }, async (request) =>
    menu.editArea(app.db, currentUser(request), request.params.id, request.body),
  );

  app.get(`${M}/settings`, { schema: schema.settingsSchema, onRequest }, async (request) =>
    menu.menuSettings(app.db, merchant(request)),
  );
  app.patch(`${M}/settings`, { schema: schema.settingsEditSchema, onRequest }, async (request) =>
    menu.changeMenuSettings(app.db, currentUser(request), request.body),
  );
};

export default menuAdminRoutes;
