import type { ColumnType, Generated } from 'kysely';
import type { Minor, NullableTimestamp, Timestamp } from './column-types.ts';

/** Tables of the catalogue plugin (issue 21): one shop per merchant, in one currency. */
export interface CatalogueConfigTable {
  merchant_id: number;
  title_en: string;
  title_ar: string;
  currency: Generated<string>;
  terms_en: Generated<string>;
  terms_ar: Generated<string>;
  /** Wording the merchant gives the shop's own fields, by key. */
  labels: ColumnType<Record<string, string>, string | undefined, string>;
  /** How long a checkout holds its stock: at least a gateway session. */
  hold_minutes: Generated<number>;
  /** Bumped by triggers on any change to products (stock aside), categories or stores: the product index's clock. */
  content_version: Generated<number>;
}

export interface CatalogueCategoriesTable {
  id: Generated<number>;
  merchant_id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  position: Generated<number>;
}

/** A field the customer fills at checkout for this product (a size, an engraving). */
export interface CatalogueRequiredFieldJson {
  name: string;
  label_en: string;
  label_ar: string;
}

export interface CatalogueProductsTable {
  id: Generated<number>;
  merchant_id: number;
  slug: string;
  category_id: number | null;
  name_en: string;
  name_ar: string;
  description_en: Generated<string>;
  description_ar: Generated<string>;
  price_minor: Minor;
  discounted_price_minor: Minor | null;
  images: ColumnType<string[], string | undefined, string>;
  /** null: unlimited. */
  inventory: number | null;
  required_fields: ColumnType<CatalogueRequiredFieldJson[], string | undefined, string>;
  is_active: Generated<boolean>;
  archived_at: NullableTimestamp;
  created_at: Timestamp;
  /** The content_version its last change (stock aside) committed as, stamped by a trigger. */
  list_version: Generated<number>;
}

/** A product that left a shop (deleted, or moved to another merchant) and the content_version it left at. */
export interface CatalogueProductRemovalsTable {
  merchant_id: number;
  product_id: number;
  list_version: number;
}

export interface CatalogueStoresTable {
  id: Generated<number>;
  merchant_id: number;
  name_en: string;
  name_ar: string;
  address_en: Generated<string>;
  address_ar: Generated<string>;
  phone: Generated<string>;
  is_active: Generated<boolean>;
}

export interface CatalogueProductStoresTable {
  product_id: number;
  store_id: number;
  /** The store's own stock of the product; null: not counted at the store (see catalogue-stock.ts). */
  inventory: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CatalogueBannersTable {
  id: Generated<number>;
  merchant_id: number;
  image_url: string;
  title_en: Generated<string>;
  title_ar: Generated<string>;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

/** An order line as the server priced it: an old order keeps it whatever the shop changes. */
export interface CatalogueOrderLineJson {
  product_id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  unit_price_minor: number;
  quantity: number;
  line_total_minor: number;
  /** Whether the line took counted stock (and must give it back on release). */
  counted: boolean;
  /** The stock was the order's store's own (the product is stocked per store); absent: the product's. */
  from_store?: boolean;
  fields: Record<string, string>;
}

export type CatalogueOrderState = 'held' | 'sold' | 'released' | 'needs_attention' | 'closed';

export interface CatalogueOrdersTable {
  id: Generated<number>;
  merchant_id: number;
  transaction_id: string;
  lines: ColumnType<CatalogueOrderLineJson[], string, string>;
  store_id: number | null;
  voucher_id: number | null;
  subtotal_minor: Minor;
  discount_minor: Minor;
  total_minor: Minor;
  currency: string;
  state: CatalogueOrderState;
  hold_expires_at: Timestamp;
  created_at: Timestamp;
}
