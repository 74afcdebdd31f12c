/**
 * The customer catalogue API (issue 21, SPEC 7.4), under /api/v1/plugins/catalogue: the shop's
 * settings, banners, products by page or by slug, the fields a product asks for at checkout
 * and the stores that hold it. Anonymous (the demo merchant's shop). Amounts are decimal
 * strings with the shop currency's decimals.
 */
import { type Static, Type } from 'typebox';
import { CATALOGUE_SORTS } from '../catalogue-rules.ts';
import { CustomerAppearance } from './appearance.ts';
import { LocalizedText, Nullable, Paginated } from './common.ts';

/** A product's or category's address in the shop: lower-case words joined by hyphens. */
export const Slug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 100 });
export const SlugParams = Type.Object({ slug: Slug });

const NamedSlug = Type.Object({ slug: Type.String(), name: LocalizedText });

/** GET /config: what every catalogue page draws from. */
export const CatalogueConfig = Type.Object({
  title: LocalizedText,
  appearance: CustomerAppearance,
  currency_code: Type.String(),
  decimal_places: Type.Integer(),
  terms: LocalizedText,
  labels: Type.Record(Type.String(), Type.String()),
  categories: Type.Array(NamedSlug),
});
export type CatalogueConfig = Static<typeof CatalogueConfig>;

export const CatalogueSort = Type.Enum(CATALOGUE_SORTS, { type: 'string' });
export type CatalogueSort = Static<typeof CatalogueSort>;

/** GET /product?search=&category=&sort=&limit=&offset= */
export const ProductQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  category: Type.Optional(Slug),
  sort: Type.Enum(CATALOGUE_SORTS, { type: 'string', default: 'newest' }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 12 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
});
export type ProductQuery = Static<typeof ProductQuery>;

/** A product as the list shows it. */
export const ProductSummary = Type.Object({
  slug: Type.String(),
  name: LocalizedText,
  price: Type.String(),
  /** Set when the product sells below its price. */
  discounted_price: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  category: Nullable(Type.String()),
  /** Units left; null when the merchant does not count stock. */
  inventory: Nullable(Type.Integer()),
});
export type ProductSummary = Static<typeof ProductSummary>;

export const ProductPage = Paginated(ProductSummary);
export type ProductPage = Static<typeof ProductPage>;

/** A field the customer fills at checkout for a product. */
export const RequiredField = Type.Object({ name: Type.String(), label: LocalizedText });
export type RequiredField = Static<typeof RequiredField>;

/** GET /product/{slug} */
export const ProductDetail = Type.Object({
  ...ProductSummary.properties,
  description: LocalizedText,
  images: Type.Array(Type.String()),
  required_fields: Type.Array(RequiredField),
});
export type ProductDetail = Static<typeof ProductDetail>;

/** GET /product/unit_config/{slug}: how the product's quantity and price are counted. */
export const UnitConfig = Type.Object({
  currency_code: Type.String(),
  decimal_places: Type.Integer(),
  inventory: Nullable(Type.Integer()),
});
export type UnitConfig = Static<typeof UnitConfig>;

/** ?product_slugs=a,b of /invoice/preqs and /stores. */
export const ProductSlugsQuery = Type.Object({
  product_slugs: Type.String({ minLength: 1, maxLength: 2000 }),
});

/** GET /invoice/preqs: each product's checkout fields. */
export const ProductPrerequisites = Type.Array(
  Type.Object({ product_slug: Type.String(), required_fields: Type.Array(RequiredField) }),
);
export type ProductPrerequisites = Static<typeof ProductPrerequisites>;

/** GET /stores: the stores that hold any of the products, with which of them each holds. */
export const CatalogueStore = Type.Object({
  id: Type.Integer(),
  name: LocalizedText,
  address: LocalizedText,
  phone: Type.String(),
  product_slugs: Type.Array(Type.String()),
});
export type CatalogueStore = Static<typeof CatalogueStore>;
export const CatalogueStores = Type.Array(CatalogueStore);
