/**
 * The customer catalogue API (issue 21, SPEC 7.4), under /api/v1/plugins/catalogue: the shop's
 * settings, banners, products by page or by slug, the fields a product asks for at checkout
 * and the stores that hold it. Anonymous (the demo merchant's shop). Amounts are decimal
 * strings with the shop currency's decimals.
 */
import { type Static, Type } from 'typebox';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../catalogue-admin-rules.ts';
import { CATALOGUE_SORTS } from '../catalogue-rules.ts';
import { CustomerAppearance } from './appearance.ts';
import { CustomerContact, Id, Lang, LocalizedText, Nullable, Paginated, Text } from './common.ts';

/** A product's or category's address in the shop: lower-case words joined by hyphens. */
export const Slug = Type.String({ pattern: SLUG_PATTERN, maxLength: SLUG_MAX_LENGTH });
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
  /**
   * Units that can be bought at this store, by slug, for the products stocked per store
   * (0: out of stock at this store). A product it holds that is missing here sells from the
   * product's own stock (`inventory`).
   */
  stock: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
});
export type CatalogueStore = Static<typeof CatalogueStore>;
export const CatalogueStores = Type.Array(CatalogueStore);

/** One line of a cart sent to the server: what and how many, and the product's checkout fields. */
export const CartLine = Type.Object({
  slug: Slug,
  quantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
  fields: Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 500 }), { default: {} }),
});
export type CartLine = Static<typeof CartLine>;

/** A cart as the server prices it: pay choices, a discount code, checkout. */
const cartFields = {
  lines: Type.Array(CartLine, { minItems: 1, maxItems: 50 }),
  /** The store the order is collected from; it must hold every product. */
  store: Type.Optional(Nullable(Id)),
  discount_code: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  lang: Type.Optional(Lang),
};

/** POST /pay-choices */
export const CartRequest = Type.Object(cartFields);
export type CartRequest = Static<typeof CartRequest>;

/** POST /invoice/discount: the cart priced with a code. */
export const DiscountRequest = Type.Object({ ...cartFields, discount_code: Text(50) });
export type DiscountRequest = Static<typeof DiscountRequest>;

/**
 * POST /invoice/checkout. `total` is the total the customer saw: when the server's differs (a
 * price changed, stock moved) it answers 409 with the cart priced again, and charges nothing.
 * Header Idempotency-Key accepted.
 */
export const CatalogueCheckoutRequest = Type.Object({
  ...cartFields,
  total: Type.String({ maxLength: 20 }),
  customer: CustomerContact,
  gateway_code: Text(30),
});
export type CatalogueCheckoutRequest = Static<typeof CatalogueCheckoutRequest>;

export const QuoteLine = Type.Object({
  slug: Type.String(),
  name: LocalizedText,
  unit_price: Type.String(),
  quantity: Type.Integer(),
  line_total: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
});
export type QuoteLine = Static<typeof QuoteLine>;

/** A cart priced by the server. */
export const CartQuote = Type.Object({
  lines: Type.Array(QuoteLine),
  subtotal: Type.String(),
  discount: Type.String(),
  total: Type.String(),
  currency_code: Type.String(),
});
export type CartQuote = Static<typeof CartQuote>;

/** 409 of checkout: why (in the customer's language) and, for a changed cart, the cart priced again. */
export const CheckoutConflict = Type.Object({
  message: Type.Optional(Type.String()),
  quote: Type.Optional(CartQuote),
});
export type CheckoutConflict = Static<typeof CheckoutConflict>;

export const CatalogueCheckoutResponse = Type.Object({
  transaction_id: Type.String(),
  /** The gateway's page; null when nothing is paid online (cash on collection). */
  redirect_url: Nullable(Type.String()),
});
export type CatalogueCheckoutResponse = Static<typeof CatalogueCheckoutResponse>;

/**
 * GET /order/needs-attention (staff with access_catalogue): orders paid after their hold was
 * released whose stock had gone meanwhile. The merchant restocks or refunds; nothing was oversold.
 */
export const AttentionOrder = Type.Object({
  transaction_id: Type.String(),
  created: Type.String({ format: 'date-time' }),
  customer_name: Type.String(),
  total: Type.String(),
  currency_code: Type.String(),
  /** Where the order is collected, whose stock settling it takes; null when delivered. */
  store: Nullable(LocalizedText),
  lines: Type.Array(Type.Object({ slug: Type.String(), name: LocalizedText, quantity: Type.Integer() })),
});
export type AttentionOrder = Static<typeof AttentionOrder>;
export const AttentionOrders = Paginated(AttentionOrder);
export type AttentionOrders = Static<typeof AttentionOrders>;
/** A flagged order, named by its transaction (POST …/order/needs-attention/{transaction_id}/take-stock|close). */
export const AttentionOrderParams = Type.Object({ transaction_id: Type.String({ format: 'uuid' }) });
