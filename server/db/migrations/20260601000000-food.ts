import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

const now = sql`now()`;
const emptyArray = sql`'[]'::jsonb`;

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped (see below)
function merchantColumn<T extends string>(t: CreateTableBuilder<T, any>) {
  return t.addColumn('merchant_id', 'integer', (c) =>
    c.notNull().references('merchants.id').onDelete('cascade'),
  );
}

// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  // One row per merchant: the menu's look and the order-number counter (a row lock on it is
  // what keeps numbers unique and gap-free under concurrent checkouts).
  await db.schema
    .createTable('food_menu_config')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id').onDelete('cascade'))
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ar', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('header_color', 'text', (c) => c.notNull().defaultTo('#f97316'))
    .addColumn('header_image_url', 'text')
    .addColumn('welcome_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('welcome_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'char(3)', (c) => c.notNull().defaultTo('KWD'))
    .addColumn('delivery_types', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'["delivery","pickup","catering"]'::jsonb`),
    )
    .addColumn('default_delivery_type', 'text', (c) => c.notNull().defaultTo('delivery'))
    .addColumn('order_refresh_seconds', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('next_order_number', 'integer', (c) => c.notNull().defaultTo(1001))
    .execute();

  await merchantColumn(
    db.schema.createTable('food_categories').addColumn('id', 'serial', (c) => c.primaryKey()),
  )
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('is_catering', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('minimum_number_of_plates', 'integer', (c) =>
      c.notNull().defaultTo(1).check(sql`minimum_number_of_plates >= 1`),
    )
    .addColumn('service_charges_minor', 'bigint', (c) =>
      c.notNull().defaultTo(0).check(sql`service_charges_minor >= 0`),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  // Sizes, option groups and add-ons live in jsonb on the item: they are always read and
  // priced with it, and bulk upload writes a product in one row. Their ids are unique per item.
  await merchantColumn(db.schema.createTable('food_items').addColumn('id', 'serial', (c) => c.primaryKey()))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('food_categories.id').onDelete('cascade'),
    )
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_minor', 'bigint', (c) => c.notNull().check(sql`price_minor >= 0`))
    .addColumn('discounted_price_minor', 'bigint', (c) => c.check(sql`discounted_price_minor >= 0`))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('promoted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sizes', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('add_ons', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('food_items_category')
    .on('food_items')
    .columns(['category_id', 'position'])
    .execute();

  await merchantColumn(
    db.schema.createTable('food_branches').addColumn('id', 'serial', (c) => c.primaryKey()),
  )
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text')
    .addColumn('minimum_order_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_time', 'integer', (c) => c.notNull().defaultTo(45))
    .addColumn('working_hours', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await merchantColumn(
    db.schema.createTable('food_delivery_zones').addColumn('id', 'serial', (c) => c.primaryKey()),
  )
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('food_branches.id').onDelete('cascade'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .execute();

  await merchantColumn(
    db.schema.createTable('food_delivery_areas').addColumn('id', 'serial', (c) => c.primaryKey()),
  )
    .addColumn('zone_id', 'integer', (c) =>
      c.notNull().references('food_delivery_zones.id').onDelete('cascade'),
    )
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('food_branches.id').onDelete('cascade'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('delivery_charges_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_order_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('working_hours', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await merchantColumn(db.schema.createTable('food_banners').addColumn('id', 'serial', (c) => c.primaryKey()))
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  // percentage vouchers keep their percent in basis points (1000 = 10 %) so no float is stored.
  await merchantColumn(
    db.schema.createTable('food_vouchers').addColumn('id', 'serial', (c) => c.primaryKey()),
  )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) =>
      c.notNull().check(sql`discount_type in ('no_discount','percentage','fixed')`),
    )
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`amount_minor >= 0`))
    .addColumn('percent_bp', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`percent_bp between 0 and 10000`),
    )
    .addColumn('minimum_order_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('max_uses', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index food_vouchers_code on food_vouchers (merchant_id, upper(code))`.execute(db);

  await merchantColumn(
    db.schema
      .createTable('food_orders')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`)),
  )
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('received')
        .check(
          sql`state in ('received','accepted','preparing','ready','out_for_delivery','picked_up','completed','cancelled')`,
        ),
    )
    .addColumn('delivery_type', 'text', (c) =>
      c.notNull().check(sql`delivery_type in ('delivery','pickup','catering')`),
    )
    .addColumn('branch_id', 'integer', (c) => c.references('food_branches.id').onDelete('set null'))
    .addColumn('delivery_area_id', 'integer', (c) =>
      c.references('food_delivery_areas.id').onDelete('set null'),
    )
    .addColumn('catering_date', 'text')
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'jsonb')
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('plates', 'jsonb')
    .addColumn('subtotal_minor', 'bigint', (c) => c.notNull())
    .addColumn('discount_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_charges_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('service_charges_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_minor', 'bigint', (c) => c.notNull().check(sql`total_minor >= 0`))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('voucher_code', 'text')
    .addColumn('gateway_code', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'uuid', (c) => c.references('transactions.id').onDelete('set null'))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    // Null until paid or cash on delivery: the kitchen never sees an unpaid online order.
    .addColumn('visible_at', 'timestamptz')
    .addColumn('acknowledged_at', 'timestamptz')
    // The order a kitchen copy was made from (POST /order/duplicate).
    .addColumn('duplicate_of', 'uuid', (c) => c.references('food_orders.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('food_orders_number', ['merchant_id', 'number'])
    .execute();
  await db.schema
    .createIndex('food_orders_kitchen')
    .on('food_orders')
    .columns(['merchant_id', 'visible_at'])
    .where(sql.ref('visible_at'), 'is not', null)
    .execute();
  await db.schema.createIndex('food_orders_transaction').on('food_orders').column('transaction_id').execute();

  await db.schema
    .createTable('food_order_state_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('food_orders.id').onDelete('cascade'))
    .addColumn('from_state', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('food_order_state_history_order')
    .on('food_order_state_history')
    .columns(['order_id', 'id'])
    .execute();

  await db.schema
    .createTable('food_order_feedback')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) =>
      c.notNull().unique().references('food_orders.id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('notification_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('registration_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('web'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

const TABLES = [
  'notification_tokens',
  'food_order_feedback',
  'food_order_state_history',
  'food_orders',
  'food_vouchers',
  'food_banners',
  'food_delivery_areas',
  'food_delivery_zones',
  'food_branches',
  'food_items',
  'food_categories',
  'food_menu_config',
];

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
