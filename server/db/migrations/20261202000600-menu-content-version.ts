import { type Kysely, sql } from 'kysely';

/**
 * Issue 23: a menu change reaches customers on their next online load. content_version is the
 * menu's "something changed": the customer reads' validators hold it, so a cached copy is
 * never answered as fresh after a change. Every statement that adds, removes or changes a
 * category, dish, branch, zone, area, banner or a dish's branches bumps it in the same
 * transaction, whoever writes, as catalogue_config's does (20261128000300). The config's own
 * edits bump it too, except taking an order number, which is no menu change.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE food_menu_config ADD COLUMN content_version integer NOT NULL DEFAULT 0`.execute(db);
  const bump = sql.raw('content_version = (content_version + 1) % 2147483647');
  await sql`
    CREATE FUNCTION food_menu_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE food_menu_config SET ${bump} WHERE merchant_id IN (SELECT merchant_id FROM changed);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION food_item_branches_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE food_menu_config SET ${bump} WHERE merchant_id IN (
        SELECT i.merchant_id FROM food_items i WHERE i.id IN (SELECT item_id FROM changed)
      );
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION food_menu_config_edited() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (to_jsonb(NEW) - 'content_version' - 'next_order_number')
         IS DISTINCT FROM (to_jsonb(OLD) - 'content_version' - 'next_order_number') THEN
        NEW.content_version = (OLD.content_version + 1) % 2147483647;
      END IF;
      RETURN NEW;
    END $$`.execute(db);

  const tables: [string, string][] = [
    ['food_categories', 'food_menu_content_changed'],
    ['food_items', 'food_menu_content_changed'],
    ['food_branches', 'food_menu_content_changed'],
    ['food_delivery_zones', 'food_menu_content_changed'],
    ['food_delivery_areas', 'food_menu_content_changed'],
    ['food_banners', 'food_menu_content_changed'],
    ['food_item_branch_off', 'food_item_branches_changed'],
  ];
  for (const [table, fn] of tables) {
    for (const [event, rows] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ] as const) {
      await sql`
        CREATE TRIGGER ${sql.id(`${table}_version_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON ${sql.id(table)}
        REFERENCING ${sql.raw(rows)} TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION ${sql.id(fn)}()`.execute(db);
    }
  }
  await sql`
    CREATE TRIGGER food_menu_config_version BEFORE UPDATE ON food_menu_config
    FOR EACH ROW EXECUTE FUNCTION food_menu_config_edited()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS food_menu_config_version ON food_menu_config`.execute(db);
  for (const table of [
    'food_categories',
    'food_items',
    'food_branches',
    'food_delivery_zones',
    'food_delivery_areas',
    'food_banners',
    'food_item_branch_off',
  ]) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_version_${event}`)} ON ${sql.id(table)}`.execute(
        db,
      );
    }
  }
  await sql`DROP FUNCTION IF EXISTS food_menu_config_edited()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS food_item_branches_changed()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS food_menu_content_changed()`.execute(db);
  await sql`ALTER TABLE food_menu_config DROP COLUMN content_version`.execute(db);
}
