import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DeliveryType } from '../../../src/domain/contracts/food.ts';
import { formatAmount } from '../../../src/domain/money.ts';
import { queryable } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { onTransactionState } from '../payments/service.ts';
import orderRoutes from './order-routes.ts';
import { foodTransactionHook } from './payment-hook.ts';
import {
  presentArea,
  presentBanner,
  presentBranch,
  presentCategory,
  presentItem,
  presentItemDetail,
} from './present.ts';
import { minimumOf, resolvePlace, workingAt } from './quote.ts';
import {
  findArea,
  findBranch,
  findCategory,
  findItem,
  findZone,
  listAreas,
  listBanners,
  listBranches,
  listCategories,
  listItems,
  menuOf,
} from './repository.ts';
import {
  areaSchema,
  areasSchema,
  bannersSchema,
  branchesSchema,
  branchSchema,
  categoriesSchema,
  categorySchema,
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

export const FOOD_BASE = '/plugins/food_ordering';
const B = FOOD_BASE;

/** The anonymous customer menu (issue 6); orders and checkout are in order-routes.ts. */
const foodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notFound = () => messageError(404, 'errors.not_found');
  onTransactionState('food_ordering', foodTransactionHook());

  app.get(`${B}/test-if-food-ordering-installed`, { schema: installedSchema }, async () => {
    await menuOf(queryable(app.db));
    return { installed: true };
  });

  app.get(`${B}/menu-page-config`, { schema: menuConfigSchema }, async () => {
    const menu = await menuOf(queryable(app.db));
    return {
      title: { en: menu.title_en, ar: menu.title_ar },
      logo_url: menu.logo_url,
      header_color: menu.header_color,
      currency_code: menu.currency,
      delivery_types: menu.delivery_types as DeliveryType[],
      default_delivery_type: menu.default_delivery_type as DeliveryType,
      order_refresh_seconds: menu.order_refresh_seconds,
    };
  });

  app.get(`${B}/header-config`, { schema: headerConfigSchema }, async () => {
    const menu = await menuOf(queryable(app.db));
    return { image_url: menu.header_image_url, welcome: { en: menu.welcome_en, ar: menu.welcome_ar } };
  });

  app.get(`${B}/banners`, { schema: bannersSchema }, async () => {
    const menu = await menuOf(queryable(app.db));
    return (await listBanners(queryable(app.db), menu.merchant_id)).map(presentBanner);
  });

  app.get(`${B}/promoted-items`, { schema: promotedSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    // A catering cart takes catering dishes only: the everyday menu's picks are not offered there.
    const deliveryType = request.query.delivery_type ?? 'delivery';
    const rows = await listItems(queryable(app.db), menu.merchant_id, { promoted: true, deliveryType });
    return rows.map((row) => presentItem(row, menu.currency));
  });

  app.get(`${B}/product_categories`, { schema: categoriesSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const rows = await listCategories(queryable(app.db), menu.merchant_id, request.query.delivery_type);
    return rows.map((row) => presentCategory(row, menu.currency));
  });

  app.get(`${B}/product_categories/:id`, { schema: categorySchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const row = await findCategory(queryable(app.db), menu.merchant_id, request.params.id);
    if (!row) throw notFound();
    return presentCategory(row, menu.currency);
  });

  app.get(`${B}/menu-items`, { schema: itemsSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const { category, q, delivery_type } = request.query;
    const rows = await listItems(queryable(app.db), menu.merchant_id, {
      category,
      q,
      deliveryType: delivery_type,
    });
    return rows.map((row) => presentItem(row, menu.currency));
  });

  app.get(`${B}/products/:id`, { schema: itemSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const row = await findItem(queryable(app.db), menu.merchant_id, request.params.id);
    if (!row) throw notFound();
    return presentItemDetail(row, menu.currency);
  });

  app.get(`${B}/branches`, { schema: branchesSchema }, async () => {
    const menu = await menuOf(queryable(app.db));
    return (await listBranches(queryable(app.db), menu.merchant_id)).map((row) =>
      presentBranch(row, menu.currency),
    );
  });

  app.get(`${B}/branches/:id`, { schema: branchSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const row = await findBranch(queryable(app.db), menu.merchant_id, request.params.id);
    if (!row) throw notFound();
    return presentBranch(row, menu.currency);
  });

  app.get(`${B}/delivery_areas`, { schema: areasSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const rows = await listAreas(queryable(app.db), menu.merchant_id, { branch: request.query.branch });
    return rows.map((row) => presentArea(row, menu.currency));
  });

  app.get(`${B}/delivery_areas/:id`, { schema: areaSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const row = await findArea(queryable(app.db), menu.merchant_id, request.params.id);
    if (!row) throw notFound();
    return presentArea(row, menu.currency);
  });

  app.get(`${B}/delivery_zones/:id`, { schema: zoneSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const zone = await findZone(queryable(app.db), menu.merchant_id, request.params.id);
    if (!zone) throw notFound();
    const areas = await listAreas(queryable(app.db), menu.merchant_id, { zone: zone.id });
    return {
      id: zone.id,
      name: { en: zone.name_en, ar: zone.name_ar },
      branch_id: zone.branch_id,
      areas: areas.map((row) => presentArea(row, menu.currency)),
    };
  });

  app.get(`${B}/min-order`, { schema: minOrderSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const { delivery_type = 'delivery' } = request.query;
    const place = await resolvePlace(queryable(app.db), menu.merchant_id, delivery_type, request.query);
    return { minimum_order_sum: formatAmount(minimumOf(place), menu.currency) };
  });

  app.get(`${B}/is-branch-or-delivery-area-work`, { schema: workingSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const { delivery_type = 'delivery', at } = request.query;
    const place = await resolvePlace(queryable(app.db), menu.merchant_id, delivery_type, request.query);
    const answer = workingAt(place, at ? new Date(at) : new Date());
    return { working: answer.working, opens_at: answer.opensAt?.toISOString() ?? null };
  });

  await app.register(orderRoutes);
};

export default foodRoutes;
