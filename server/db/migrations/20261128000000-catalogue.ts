import { type Kysely, sql } from 'kysely';

const now = sql`now()`;
const emptyArray = sql`'[]'::jsonb`;

/**
 * Issue 21, the catalogue's shop: its settings (one shop, one currency), categories, products,
 * stores and banners. Inventory null means unlimited stock. Products referenced by orders are
 * archived, never deleted, so an old order keeps what it sold.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  const merchant = 'merchants.id';
  await db.schema
    .createTable('catalogue_config')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references(merchant).onDelete('cascade'))
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ar', 'text', (c) => c.notNull())
    .addColumn('currency', 'char(3)', (c) => c.notNull().defaultTo('KWD'))
    .addColumn('terms_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('terms_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('labels', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('hold_minutes', 'integer', (c) => c.notNull().defaultTo(20).check(sql`hold_minutes >= 20`))
    .execute();

  await db.schema
    .createTable('catalogue_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references(merchant).onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('catalogue_categories_slug', ['merchant_id', 'slug'])
    .execute();

  await db.schema
    .createTable('catalogue_products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references(merchant).onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('catalogue_categories.id').onDelete('set null'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_minor', 'bigint', (c) => c.notNull().check(sql`price_minor > 0`))
    .addColumn('discounted_price_minor', 'bigint', (c) => c.check(sql`discounted_price_minor >= 0`))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('inventory', 'integer', (c) => c.check(sql`inventory >= 0`))
    .addColumn('required_fields', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('archived_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('catalogue_products_slug', ['merchant_id', 'slug'])
    .addCheckConstraint('catalogue_discount_below_price', sql`discounted_price_minor < price_minor`)
    .execute();
  // The shop's list reads only products on sale, newest first or by the price paid, in a
  // category or not: each order has an index that hands over a page without sorting.
  const onSale = sql`WHERE is_active AND archived_at IS NULL`;
  const price = sql`(coalesce(discounted_price_minor, price_minor))`;
  await sql`CREATE INDEX catalogue_products_newest ON catalogue_products (merchant_id, created_at, id) ${onSale}`.execute(
    db,
  );
  await sql`CREATE INDEX catalogue_products_price ON catalogue_products (merchant_id, ${price}, id) ${onSale}`.execute(
    db,
  );
  await sql`CREATE INDEX catalogue_products_category_newest ON catalogue_products (merchant_id, category_id, created_at, id) ${onSale}`.execute(
    db,
  );
  await sql`CREATE INDEX catalogue_products_category_price ON catalogue_products (merchant_id, category_id, ${price}, id) ${onSale}`.execute(
    db,
  );

  await db.schema
    .createTable('catalogue_stores')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references(merchant).onDelete('cascade'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('address_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('catalogue_product_stores')
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('catalogue_products.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'integer', (c) =>
      c.notNull().references('catalogue_stores.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('catalogue_product_stores_pk', ['product_id', 'store_id'])
    .execute();

  await db.schema
    .createTable('catalogue_banners')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references(merchant).onDelete('cascade'))
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

const TABLES = [
  'catalogue_banners',
  'catalogue_product_stores',
  'catalogue_stores',
  'catalogue_products',
  'catalogue_categories',
  'catalogue_config',
];

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
