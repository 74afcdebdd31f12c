import { type Kysely, sql } from 'kysely';

/**
 * Issue 23: the food menu is managed from the dashboard.
 * - A dish has a stable key (sku) the product upload creates or updates by; existing dishes get
 *   one from their id.
 * - "Sold out today" is the Kuwait day it was pressed on: it ends at 00:00 Asia/Kuwait with no
 *   job, since a day other than today reads as available.
 * - Promotion is per delivery type; a dish can be off at some branches (a row here means "not
 *   sold at that branch", so new branches sell everything).
 * - Branches and delivery areas take dated exceptions to their weekly hours (holidays), and a
 *   branch can be closed now by hand.
 * - A voucher may serve only some delivery types (null: all).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('food_items')
    .addColumn('sku', 'text')
    .addColumn('sold_out_on', 'date')
    .addColumn('promoted_for', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`UPDATE food_items SET sku = 'DISH-' || id`.execute(db);
  await sql`
    UPDATE food_items i SET promoted_for = c.delivery_types
    FROM food_menu_config c WHERE c.merchant_id = i.merchant_id AND i.promoted`.execute(db);
  await sql`ALTER TABLE food_items ALTER COLUMN sku SET NOT NULL`.execute(db);
  // A dish added without a key gets one from its id (defaults are applied before this runs).
  await sql`
    CREATE FUNCTION food_item_default_sku() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.sku IS NULL OR NEW.sku = '' THEN NEW.sku := 'DISH-' || NEW.id; END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER food_items_default_sku BEFORE INSERT ON food_items
    FOR EACH ROW EXECUTE FUNCTION food_item_default_sku()`.execute(db);
  await sql`CREATE UNIQUE INDEX food_items_sku ON food_items (merchant_id, lower(sku))`.execute(db);

  await db.schema
    .createTable('food_item_branch_off')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('food_items.id').onDelete('cascade'))
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('food_branches.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('food_item_branch_off_pkey', ['item_id', 'branch_id'])
    .execute();

  await db.schema
    .alterTable('food_branches')
    .addColumn('hours_exceptions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('closed_now', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('food_delivery_areas')
    .addColumn('hours_exceptions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.alterTable('food_vouchers').addColumn('delivery_types', 'jsonb').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('food_vouchers').dropColumn('delivery_types').execute();
  await db.schema.alterTable('food_delivery_areas').dropColumn('hours_exceptions').execute();
  await db.schema
    .alterTable('food_branches')
    .dropColumn('hours_exceptions')
    .dropColumn('closed_now')
    .execute();
  await db.schema.dropTable('food_item_branch_off').execute();
  await sql`DROP TRIGGER IF EXISTS food_items_default_sku ON food_items`.execute(db);
  await sql`DROP FUNCTION IF EXISTS food_item_default_sku()`.execute(db);
  await sql`DROP INDEX IF EXISTS food_items_sku`.execute(db);
  await db.schema
    .alterTable('food_items')
    .dropColumn('sku')
    .dropColumn('sold_out_on')
    .dropColumn('promoted_for')
    .execute();
}
