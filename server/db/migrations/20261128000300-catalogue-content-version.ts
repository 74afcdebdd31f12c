import { type Kysely, sql } from 'kysely';

/**
 * Issue 21. The shop's product list keeps, per search, category and order, the ordered ids of
 * what it matches (catalogue/list-cache.ts); they stay right only while nothing they were read
 * from changed. content_version is that "nothing changed": every statement that adds, removes
 * or changes a product, a category, a store or a product's stores bumps it in the same
 * transaction, whoever writes (admin, seed, another server instance), so a request reading it
 * sees any committed change at once. Stock alone does not bump it: checkouts change inventory
 * many times a minute, no list order or filter reads it, and the page's rows (stock included)
 * are read fresh on every request. Counted per statement from transition tables, like
 * transaction_counts (20260702000000), so a bulk import bumps once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE catalogue_config ADD COLUMN content_version integer NOT NULL DEFAULT 0`.execute(db);
  // Wraps before integer overflows: a version is only ever compared for equality.
  const bump = sql.raw('content_version = (content_version + 1) % 2147483647');
  await sql`
    CREATE FUNCTION catalogue_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalogue_config SET ${bump} WHERE merchant_id IN (SELECT merchant_id FROM changed);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION catalogue_product_edited() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalogue_config SET ${bump} WHERE merchant_id IN (
        SELECT a.merchant_id FROM after a JOIN before b ON b.id = a.id
        WHERE (to_jsonb(a) - 'inventory') IS DISTINCT FROM (to_jsonb(b) - 'inventory')
        UNION SELECT b.merchant_id FROM after a JOIN before b ON b.id = a.id
        WHERE a.merchant_id <> b.merchant_id
      );
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION catalogue_product_stores_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalogue_config SET ${bump} WHERE merchant_id IN (
        SELECT p.merchant_id FROM catalogue_products p WHERE p.id IN (SELECT product_id FROM changed)
      );
      RETURN NULL;
    END $$`.execute(db);

  // A trigger with transition tables serves one event: one per event and table.
  const whole: [string, string][] = [
    ['catalogue_products', 'catalogue_content_changed'],
    ['catalogue_categories', 'catalogue_content_changed'],
    ['catalogue_stores', 'catalogue_content_changed'],
    ['catalogue_product_stores', 'catalogue_product_stores_changed'],
  ];
  for (const [table, fn] of whole) {
    for (const [event, rows] of [
      ['INSERT', 'NEW'],
      ['DELETE', 'OLD'],
      // Products have their own UPDATE trigger (stock aside); a product's stores are only linked or unlinked.
      ...(table === 'catalogue_products' || table === 'catalogue_product_stores' ? [] : [['UPDATE', 'NEW']]),
    ] as const) {
      await sql`
        CREATE TRIGGER ${sql.id(`${table}_version_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON ${sql.id(table)}
        REFERENCING ${sql.raw(rows)} TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION ${sql.id(fn)}()`.execute(db);
    }
  }
  await sql`
    CREATE TRIGGER catalogue_products_version_update AFTER UPDATE ON catalogue_products
    REFERENCING OLD TABLE AS before NEW TABLE AS after
    FOR EACH STATEMENT EXECUTE FUNCTION catalogue_product_edited()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'catalogue_products',
    'catalogue_categories',
    'catalogue_stores',
    'catalogue_product_stores',
  ]) {
    for (const event of ['insert', 'delete', 'update']) {
      await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_version_${event}`)} ON ${sql.id(table)}`.execute(
        db,
      );
    }
  }
  await sql`DROP FUNCTION IF EXISTS catalogue_product_stores_changed()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS catalogue_product_edited()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS catalogue_content_changed()`.execute(db);
  await sql`ALTER TABLE catalogue_config DROP COLUMN content_version`.execute(db);
}
