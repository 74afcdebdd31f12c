import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Clock } from '../../lib/clock.ts';
import { menuFreshness } from './freshness.ts';
import orderRoutes from './order-routes.ts';
import {
  areaSchema,
  areasSchema,
  bannersSchema,
  branchesSchema,
  branchSchema,
  categoriesSchema,
  categorySchema,
  FOOD_BASE,
  headerConfigSchema,
  installedSchema,
  itemSchema,
  itemsSchema,
  menuConfigSchema,
  minOrderSchema,
  promotedSchema,
  workingSchema,
  zoneSchema,
} from './schemas.ts';
import {
  banners,
  branch,
  branches,
  categories,
  category,
  deliveryArea,
  deliveryAreas,
  deliveryZone,
  headerConfig,
  menuItem,
  menuItems,
  menuOf,
  menuPageConfig,
  minimumOrder,
  workingNow,
} from './service.ts';

const B = FOOD_BASE;

/**
 * The anonymous customer menu (issue 6); orders and checkout are in order-routes.ts. The clock
 * says which Kuwait day it is: "sold out today" and a holiday end with it.
 */
const foodRoutes: FastifyPluginAsyncTypebox<{ clock: Clock }> = async (app, { clock }) => {
  const fresh = new Set(
    [
      'test-if-food-ordering-installed',
      'header-config',
      'banners',
      'promoted-items',
      'product_categories',
      'product_categories/:id',
      'menu-items',
      'products/:id',
      'branches',
      'branches/:id',
      'delivery_areas',
      'delivery_areas/:id',
      'delivery_zones/:id',
      'min-order',
    ].map((path) => `${app.prefix}${B}/${path}`),
  );
  app.addHook('preHandler', menuFreshness(app.db, clock, fresh));

  app.get(`${B}/test-if-food-ordering-installed`, { schema: installedSchema }, async () => {
    await menuOf(app.db);
    return { installed: true };
  });

  app.get(`${B}/menu-page-config`, { schema: menuConfigSchema }, async () => menuPageConfig(app.db));

  app.get(`${B}/header-config`, { schema: headerConfigSchema }, async () => headerConfig(app.db));

  app.get(`${B}/banners`, { schema: bannersSchema }, async () => banners(app.db));

  app.get(`${B}/promoted-items`, { schema: promotedSchema }, async (request) => {
    const deliveryType = request.query.delivery_type ?? 'delivery';
    // A catering cart takes catering dishes only: the everyday menu's picks are not offered there.
    const { branch, delivery_area } = request.query;
    return menuItems(app.db, { promotedFor: deliveryType, deliveryType, branch, delivery_area }, clock.now());
  });

  app.get(`${B}/product_categories`, { schema: categoriesSchema }, async (request) =>
    categories(app.db, request.query.delivery_type),
  );

  app.get(`${B}/product_categories/:id`, { schema: categorySchema }, async (request) =>
    category(app.db, request.params.id),
  );

  app.get(`${B}/menu-items`, { schema: itemsSchema }, async (request) => {
    const { category, q, delivery_type, branch, delivery_area } = request.query;
    return menuItems(
      app.db,
      { category, q, deliveryType: delivery_type, branch, delivery_area },
      clock.now(),
    );
  });

  app.get(`${B}/products/:id`, { schema: itemSchema }, async (request) =>
    menuItem(app.db, request.params.id, clock.now()),
  );

  app.get(`${B}/branches`, { schema: branchesSchema }, async () => branches(app.db));

  app.get(`${B}/branches/:id`, { schema: branchSchema }, async (request) =>
    branch(app.db, request.params.id),
  );

  app.get(`${B}/delivery_areas`, { schema: areasSchema }, async (request) =>
    deliveryAreas(app.db, { branch: request.query.branch }),
  );

  app.get(`${B}/delivery_areas/:id`, { schema: areaSchema }, async (request) =>
    deliveryArea(app.db, request.params.id),
  );

  app.get(`${B}/delivery_zones/:id`, { schema: zoneSchema }, async (request) =>
    deliveryZone(app.db, request.params.id),
  );

  app.get(`${B}/min-order`, { schema: minOrderSchema }, async (request) =>
    minimumOrder(app.db, request.query),
  );

  app.get(`${B}/is-branch-or-delivery-area-work`, { schema: workingSchema }, async (request) =>
    workingNow(app.db, request.query, clock.now()),
  );

  await app.register(orderRoutes, { clock });
};

export default foodRoutes;
