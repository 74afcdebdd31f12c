import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  categoryCreateSchema,
  categoryEditSchema,
  categoryListSchema,
  productArchiveSchema,
  productCreateSchema,
  productDeleteSchema,
  productDetailSchema,
  productEditSchema,
  productListSchema,
  settingsEditSchema,
  settingsSchema,
  storeCreateSchema,
  storeEditSchema,
  storeListSchema,
} from './schemas.ts';
import {
  categoriesOf,
  changeShopSettings,
  createCategory,
  createProduct,
  createStore,
  editCategory,
  editProduct,
  editStore,
  productDetail,
  productsPage,
  removeProduct,
  setArchived,
  shopSettings,
  storesOf,
} from './service.ts';

const PRODUCTS = '/admin/catalogue/products';
const CATEGORIES = '/admin/catalogue/categories';
const STORES = '/admin/catalogue/stores';
const SETTINGS = '/admin/catalogue/settings';

/** The catalogue's products, categories, stores and settings: read with view_product, changed with change_product. */
const catalogueAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Changing implies reading: a member who may change products must see what they change.
  const reader = app.requirePermission(PERMISSIONS.viewProducts, PERMISSIONS.changeProducts);
  const writer = app.requirePermission(PERMISSIONS.changeProducts);

  app.get(PRODUCTS, { schema: productListSchema, onRequest: reader }, async (request) => {
    const { limit, offset } = request.query;
    const page = await productsPage(app.db, currentUser(request).merchant_id, request.query);
    return { count: page.count, ...pageLinks(request.url, page.count, limit, offset), results: page.results };
  });
  app.get(`${PRODUCTS}/:id`, { schema: productDetailSchema, onRequest: reader }, async (request) =>
    productDetail(app.db, currentUser(request).merchant_id, request.params.id),
  );
  app.post(PRODUCTS, { schema: productCreateSchema, onRequest: writer }, async (request, reply) =>
    reply.status(201).send(await createProduct(app.db, currentUser(request), request.body)),
  );
  app.patch(`${PRODUCTS}/:id`, { schema: productEditSchema, onRequest: writer }, async (request) =>
    editProduct(app.db, currentUser(request), request.params.id, request.body),
  );
  app.post(`${PRODUCTS}/:id/archive`, { schema: productArchiveSchema, onRequest: writer }, async (request) =>
    setArchived(app.db, currentUser(request), request.params.id, true),
  );
  app.post(`${PRODUCTS}/:id/restore`, { schema: productArchiveSchema, onRequest: writer }, async (request) =>
    setArchived(app.db, currentUser(request), request.params.id, false),
  );
  app.delete(`${PRODUCTS}/:id`, { schema: productDeleteSchema, onRequest: writer }, async (request) => {
    await removeProduct(app.db, currentUser(request), request.params.id);
    return {
      message: translate(pickLang(request.headers['accept-language']), 'catalogue_admin.product_deleted'),
    };
  });

  app.get(CATEGORIES, { schema: categoryListSchema, onRequest: reader }, async (request) =>
    categoriesOf(app.db, currentUser(request).merchant_id),
  );
  app.post(CATEGORIES, { schema: categoryCreateSchema, onRequest: writer }, async (request, reply) =>
    reply.status(201).send(await createCategory(app.db, currentUser(request), request.body)),
  );
  app.patch(`${CATEGORIES}/:id`, { schema: categoryEditSchema, onRequest: writer }, async (request) =>
    editCategory(app.db, currentUser(request), request.params.id, request.body),
  );

  app.get(STORES, { schema: storeListSchema, onRequest: reader }, async (request) =>
    storesOf(app.db, currentUser(request).merchant_id),
  );
  app.post(STORES, { schema: storeCreateSchema, onRequest: writer }, async (request, reply) =>
    reply.status(201).send(await createStore(app.db, currentUser(request), request.body)),
  );
  app.patch(`${STORES}/:id`, { schema: storeEditSchema, onRequest: writer }, async (request) =>
    editStore(app.db, currentUser(request), request.params.id, request.body),
  );

  app.get(SETTINGS, { schema: settingsSchema, onRequest: reader }, async (request) =>
    shopSettings(app.db, currentUser(request).merchant_id),
  );
  app.patch(SETTINGS, { schema: settingsEditSchema, onRequest: writer }, async (request) =>
    changeShopSettings(app.db, currentUser(request), request.body),
  );
};

export default catalogueAdminRoutes;
