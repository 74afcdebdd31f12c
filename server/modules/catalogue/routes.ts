import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { revalidated } from '../../lib/revalidated.ts';
import catalogueOrderRoutes from './order-routes.ts';
import { productIndex } from './product-index.ts';
import {
  bannersSchema,
  CATALOGUE_BASE,
  configSchema,
  prerequisitesSchema,
  productSchema,
  productsSchema,
  storesSchema,
  unitConfigSchema,
} from './schemas.ts';
import {
  prerequisites,
  shopBanners,
  shopConfig,
  shopProduct,
  shopProducts,
  storesFor,
  unitConfig,
} from './service.ts';

const B = CATALOGUE_BASE;

/** The anonymous customer shop (issue 21, SPEC 7.4). */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const products = productIndex();

  app.get(`${B}/config`, { schema: configSchema, onSend: revalidated }, async () => shopConfig(app.db));

  app.get(`${B}/banner`, { schema: bannersSchema, onSend: revalidated }, async () => shopBanners(app.db));

  app.get(`${B}/product`, { schema: productsSchema, onSend: revalidated }, async (request) =>
    shopProducts(app.db, products, request.query, request.url),
  );

  app.get(`${B}/product/:slug`, { schema: productSchema, onSend: revalidated }, async (request) =>
    shopProduct(app.db, request.params.slug),
  );

  app.get(
    `${B}/product/unit_config/:slug`,
    { schema: unitConfigSchema, onSend: revalidated },
    async (request) => unitConfig(app.db, request.params.slug),
  );

  app.get(`${B}/invoice/preqs`, { schema: prerequisitesSchema, onSend: revalidated }, async (request) =>
    prerequisites(app.db, request.query.product_slugs),
  );

  app.get(`${B}/stores`, { schema: storesSchema, onSend: revalidated }, async (request) =>
    storesFor(app.db, request.query.product_slugs),
  );

  await app.register(catalogueOrderRoutes);
};

export default catalogueRoutes;
