import { Type } from 'typebox';
import {
  AttentionOrderParams,
  AttentionOrders,
  CartQuote,
  CartRequest,
  CatalogueCheckoutRequest,
  CatalogueCheckoutResponse,
  CatalogueConfig,
  CatalogueStores,
  CheckoutConflict,
  DiscountRequest,
  ProductDetail,
  ProductPage,
  ProductPrerequisites,
  ProductQuery,
  ProductSlugsQuery,
  SlugParams,
  UnitConfig,
} from '../../../src/domain/contracts/catalogue.ts';
import { Banner, MessageResponse, PaginationQuery } from '../../../src/domain/contracts/common.ts';
import { PayChoice } from '../../../src/domain/contracts/payments.ts';
import { bearer, errors } from '../../lib/schemas.ts';

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

export const payChoicesSchema = {
  tags,
  summary: 'Pay choices for a cart priced by the server (none when it costs nothing)',
  body: CartRequest,
  response: { 200: Type.Array(PayChoice), ...errors(400, 404) },
};
export const discountSchema = {
  tags,
  summary: 'The cart priced with a discount code',
  body: DiscountRequest,
  response: { 200: CartQuote, ...errors(400, 404, 429) },
};
/** 409: a changed total or stock (with `quote`), or an Idempotency-Key still in use; 422: a key sent again with another cart. */
export const checkoutSchema = {
  tags,
  summary: 'Place an order: stock and code held, transaction created, payment started',
  body: CatalogueCheckoutRequest,
  response: { 201: CatalogueCheckoutResponse, 409: CheckoutConflict, ...errors(400, 404, 422) },
};

export const needsAttentionSchema = {
  tags,
  security: bearer,
  summary: 'Orders paid after their stock hold was released, when the stock had gone',
  querystring: PaginationQuery,
  response: { 200: AttentionOrders, ...errors(400, 401, 403) },
};

/** 404: no such flagged order of this merchant; 409: still not enough stock (nothing taken). */
export const attentionTakeStockSchema = {
  tags,
  security: bearer,
  summary: 'A flagged order takes its stock once the merchant has restocked: it is sold',
  params: AttentionOrderParams,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
};

export const attentionCloseSchema = {
  tags,
  security: bearer,
  summary: 'A flagged order settled another way (refunded, substituted) leaves the list',
  params: AttentionOrderParams,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404) },
};
