import { Type } from 'typebox';
import {
  CatalogueConfig,
  CatalogueStores,
  ProductDetail,
  ProductPage,
  ProductPrerequisites,
  ProductQuery,
  ProductSlugsQuery,
  SlugParams,
  UnitConfig,
} from '../../../src/domain/contracts/catalogue.ts';
import { Banner } from '../../../src/domain/contracts/common.ts';
import { errors } from '../../lib/schemas.ts';

/** Where the catalogue API lives, under the API prefix. */
export const CATALOGUE_BASE = '/plugins/catalogue';

/** Route schemas of the customer catalogue API (shapes: src/domain/contracts/catalogue.ts). */
const tags = ['catalogue'];

/** Every shop route answers 404 while the merchant has no shop. */
const shopRoute = <T>(summary: string, answer: T) => ({
  tags,
  summary,
  response: { 200: answer, ...errors(404) },
});
const bySlug = <T>(summary: string, answer: T) => ({
  tags,
  summary,
  params: SlugParams,
  response: { 200: answer, ...errors(400, 404) },
});
const bySlugs = <T>(summary: string, answer: T) => ({
  tags,
  summary,
  querystring: ProductSlugsQuery,
  response: { 200: answer, ...errors(400, 404) },
});

export const configSchema = shopRoute(
  'The shop: title, currency, terms, labels and categories',
  CatalogueConfig,
);
export const bannersSchema = shopRoute('The shop banners', Type.Array(Banner));
export const productsSchema = {
  tags,
  summary: 'A page of products on sale; search matches English and Arabic names',
  querystring: ProductQuery,
  response: { 200: ProductPage, ...errors(400, 404) },
};
export const productSchema = bySlug('A product by slug, with its images and checkout fields', ProductDetail);
export const unitConfigSchema = bySlug('How a product is counted: currency, decimals, stock', UnitConfig);
export const prerequisitesSchema = bySlugs('The checkout fields of each named product', ProductPrerequisites);
export const storesSchema = bySlugs('The stores holding any of the named products', CatalogueStores);
