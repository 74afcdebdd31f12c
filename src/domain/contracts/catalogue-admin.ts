/**
 * The catalogue's management API (issue 21), under /api/v1/admin/catalogue: products and their
 * categories for staff holding view_product (reading) and change_product (changing). Prices are
 * decimal strings with the shop currency's decimals; images are names the image pipeline gave.
 */
import { type Static, Type } from 'typebox';
import {
  FIELD_LABEL_MAX_LENGTH,
  FIELD_NAME_PATTERN,
  MAX_CATEGORY_POSITION,
  MAX_HOLD_MINUTES,
  MAX_INVENTORY,
  MIN_HOLD_MINUTES,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_MAX_IMAGES,
  PRODUCT_MAX_REQUIRED_FIELDS,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_STATUSES,
} from '../catalogue-admin-rules.ts';
import { Slug } from './catalogue.ts';
import { Id, Nullable, Paginated } from './common.ts';

const Name = Type.String({ maxLength: PRODUCT_NAME_MAX_LENGTH });
const Description = Type.String({ maxLength: PRODUCT_DESCRIPTION_MAX_LENGTH });
const Price = Type.String({ maxLength: 20 });

/** A field the customer fills at checkout for the product, with its label in both languages. */
export const AdminRequiredField = Type.Object(
  {
    name: Type.String({ pattern: FIELD_NAME_PATTERN }),
    label_en: Type.String({ maxLength: FIELD_LABEL_MAX_LENGTH }),
    label_ar: Type.String({ maxLength: FIELD_LABEL_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type AdminRequiredField = Static<typeof AdminRequiredField>;

/** A store's own units of the product (it then sells only those). */
export const StoreStockEntry = Type.Object(
  { store_id: Id, inventory: Type.Integer({ minimum: 0, maximum: MAX_INVENTORY }) },
  { additionalProperties: false },
);
export type StoreStockEntry = Static<typeof StoreStockEntry>;
const StoreStockList = Type.Array(StoreStockEntry, { maxItems: 100 });

const productFields = {
  slug: Slug,
  name_en: Name,
  name_ar: Name,
  description_en: Description,
  description_ar: Description,
  price: Price,
  /** Below the price, or null for none. */
  discounted_price: Nullable(Price),
  images: Type.Array(Type.String({ maxLength: 200 }), { maxItems: PRODUCT_MAX_IMAGES }),
  /** Units in stock; null: the merchant does not count them (unlimited). */
  inventory: Nullable(Type.Integer({ minimum: 0, maximum: MAX_INVENTORY })),
  is_active: Type.Boolean(),
  required_fields: Type.Array(AdminRequiredField, { maxItems: PRODUCT_MAX_REQUIRED_FIELDS }),
  category_id: Nullable(Id),
  /** The stores that hold it (where a customer may collect it). */
  store_ids: Type.Array(Id, { maxItems: 100 }),
  /**
   * Stock counted per store: one entry for each of `store_ids`, and `inventory` null. Empty
   * (or left out): the product's own `inventory` applies at every store.
   */
  store_stock: Type.Optional(StoreStockList),
};

/** POST /admin/catalogue/products */
export const ProductRequest = Type.Object(productFields, { additionalProperties: false });
export type ProductRequest = Static<typeof ProductRequest>;

/** PATCH /admin/catalogue/products/:id: the fields to change. */
export const ProductPatch = Type.Partial(Type.Object(productFields), { additionalProperties: false });
export type ProductPatch = Static<typeof ProductPatch>;

export const AdminProduct = Type.Object({
  id: Type.Integer(),
  ...productFields,
  store_stock: StoreStockList,
  currency_code: Type.String(),
  /** When it was archived (gone from the shop, kept for its orders), or null. */
  archived_at: Nullable(Type.String()),
  created_at: Type.String(),
  /** Whether an order holds it: then it can be archived but never deleted. */
  ordered: Type.Boolean(),
});
export type AdminProduct = Static<typeof AdminProduct>;

/** GET /admin/catalogue/products: `current` is every product not archived. */
export const AdminProductQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  category_id: Type.Optional(Id),
  status: Type.Enum(PRODUCT_STATUSES, { type: 'string', default: 'current' }),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
});
export type AdminProductQuery = Static<typeof AdminProductQuery>;

export const AdminProductPage = Paginated(AdminProduct);
export type AdminProductPage = Static<typeof AdminProductPage>;

const categoryFields = {
  slug: Slug,
  name_en: Type.String({ minLength: 1, maxLength: PRODUCT_NAME_MAX_LENGTH }),
  name_ar: Type.String({ minLength: 1, maxLength: PRODUCT_NAME_MAX_LENGTH }),
  /** The shop lists categories by it, smallest first. */
  position: Type.Integer({ minimum: 0, maximum: MAX_CATEGORY_POSITION }),
};

/** POST /admin/catalogue/categories */
export const CategoryRequest = Type.Object(categoryFields, { additionalProperties: false });
export type CategoryRequest = Static<typeof CategoryRequest>;

/** PATCH /admin/catalogue/categories/:id */
export const CategoryPatch = Type.Partial(Type.Object(categoryFields), { additionalProperties: false });
export type CategoryPatch = Static<typeof CategoryPatch>;

export const AdminCategory = Type.Object({
  id: Type.Integer(),
  ...categoryFields,
  product_count: Type.Integer(),
});
export type AdminCategory = Static<typeof AdminCategory>;
export const AdminCategoryList = Type.Array(AdminCategory);
export type AdminCategoryList = Static<typeof AdminCategoryList>;

const storeFields = {
  name_en: Type.String({ minLength: 1, maxLength: PRODUCT_NAME_MAX_LENGTH }),
  name_ar: Type.String({ minLength: 1, maxLength: PRODUCT_NAME_MAX_LENGTH }),
  address_en: Type.String({ maxLength: 300 }),
  address_ar: Type.String({ maxLength: 300 }),
  phone: Type.String({ maxLength: 30 }),
  /** An inactive store is offered to no customer. */
  is_active: Type.Boolean(),
};

/** POST /admin/catalogue/stores: a place customers collect their order from. */
export const StoreRequest = Type.Object(storeFields, { additionalProperties: false });
export type StoreRequest = Static<typeof StoreRequest>;

/** PATCH /admin/catalogue/stores/:id */
export const StorePatch = Type.Partial(Type.Object(storeFields), { additionalProperties: false });
export type StorePatch = Static<typeof StorePatch>;

export const AdminStore = Type.Object({ id: Type.Integer(), ...storeFields, product_count: Type.Integer() });
export type AdminStore = Static<typeof AdminStore>;
export const AdminStoreList = Type.Array(AdminStore);
export type AdminStoreList = Static<typeof AdminStoreList>;

const settingsFields = {
  title_en: Type.String({ minLength: 1, maxLength: PRODUCT_NAME_MAX_LENGTH }),
  title_ar: Type.String({ minLength: 1, maxLength: PRODUCT_NAME_MAX_LENGTH }),
  terms_en: Type.String({ maxLength: PRODUCT_DESCRIPTION_MAX_LENGTH }),
  terms_ar: Type.String({ maxLength: PRODUCT_DESCRIPTION_MAX_LENGTH }),
  /** How long a checkout holds its stock: at least a gateway's session. */
  hold_minutes: Type.Integer({ minimum: MIN_HOLD_MINUTES, maximum: MAX_HOLD_MINUTES }),
};

/** PATCH /admin/catalogue/settings: the fields to change. */
export const ShopSettingsPatch = Type.Partial(Type.Object(settingsFields), { additionalProperties: false });
export type ShopSettingsPatch = Static<typeof ShopSettingsPatch>;

/** GET /admin/catalogue/settings: the shop's texts, its hold time and its one currency. */
export const ShopSettings = Type.Object({
  ...settingsFields,
  currency_code: Type.String(),
  decimal_places: Type.Integer(),
});
export type ShopSettings = Static<typeof ShopSettings>;
