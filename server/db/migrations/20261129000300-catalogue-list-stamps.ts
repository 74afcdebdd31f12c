import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * Issue 21. Each server keeps an index of the shop's listable products in memory
 * (catalogue/product-index.ts) and, when content_version moved, reads only the products
 * changed since the version it holds: `list_version` is the content_version the product's last
 * list-visible change committed as. A product that leaves the shop (deleted, or moved to
 * another merchant) leaves no row to read: catalogue_product_removals keeps its id with the
 * version it left at (a few bytes per product ever removed, never pruned: an index of any age
 * can catch up).
 *
 * The stamp is taken under the lock of the shop's catalogue_config row, held to commit: the
 * statement's bump (20261128000300) then makes it exactly the version the change commits as,
 * and no writer can commit a stamp at or below a version a reader has already seen. Stock
 * alone neither stamps nor bumps (no list reads it), so checkouts never queue on the shop's row.
 *
 * The list no longer asks the database to search, sort or count on sale products: the
 * partial indexes that served it would only slow every write.
 */
/** 20261128000300's catalogue_product_edited(), and then `more`. */
const productEdited = (more: RawBuilder<unknown>) => sql`
  CREATE OR REPLACE FUNCTION catalogue_product_edited() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE catalogue_config SET content_version = (content_version + 1) % 2147483647 WHERE merchant_id IN (
      SELECT a.merchant_id FROM after a JOIN before b ON b.id = a.id
      WHERE (to_jsonb(a) - 'inventory') IS DISTINCT FROM (to_jsonb(b) - 'inventory')
      UNION SELECT b.merchant_id FROM after a JOIN before b ON b.id = a.id
      WHERE a.merchant_id <> b.merchant_id
    );
    ${more}
    RETURN NULL;
  END $$`;

// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE catalogue_products ADD COLUMN list_version integer NOT NULL DEFAULT 0`.execute(db);
  await sql`
    CREATE TABLE catalogue_product_removals (
      merchant_id integer NOT NULL,
      product_id integer NOT NULL,
      list_version integer NOT NULL,
      PRIMARY KEY (merchant_id, product_id)
    )`.execute(db);
  await sql`CREATE INDEX catalogue_product_removals_list_version ON catalogue_product_removals (merchant_id, list_version)`.execute(
    db,
  );
  await sql`CREATE INDEX catalogue_products_list_version ON catalogue_products (merchant_id, list_version)`.execute(
    db,
  );
  await sql`
    CREATE FUNCTION catalogue_product_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE'
        AND (to_jsonb(NEW) - 'inventory' - 'list_version') = (to_jsonb(OLD) - 'inventory' - 'list_version') THEN
        RETURN NEW;
      END IF;
      NEW.list_version := coalesce(
        (SELECT (content_version + 1) % 2147483647 FROM catalogue_config
          WHERE merchant_id = NEW.merchant_id FOR UPDATE),
        0);
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER catalogue_products_stamp BEFORE INSERT OR UPDATE ON catalogue_products
    FOR EACH ROW EXECUTE FUNCTION catalogue_product_stamp()`.execute(db);

  // No foreign key to merchants: a merchant's deletion cascades to its products, firing this.
  await sql`
    CREATE FUNCTION catalogue_products_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      WITH bumped AS (
        UPDATE catalogue_config SET content_version = (content_version + 1) % 2147483647
        WHERE merchant_id IN (SELECT merchant_id FROM changed)
        RETURNING merchant_id, content_version
      )
      INSERT INTO catalogue_product_removals (merchant_id, product_id, list_version)
      SELECT c.merchant_id, c.id, b.content_version FROM changed c JOIN bumped b ON b.merchant_id = c.merchant_id
      ON CONFLICT (merchant_id, product_id) DO UPDATE SET list_version = excluded.list_version;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP TRIGGER catalogue_products_version_delete ON catalogue_products`.execute(db);
  await sql`
    CREATE TRIGGER catalogue_products_version_delete AFTER DELETE ON catalogue_products
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_removed()`.execute(db);
  // A product moved to another merchant leaves its old shop: noted after the bump, at the bumped version.
  await productEdited(sql`
    INSERT INTO catalogue_product_removals (merchant_id, product_id, list_version)
    SELECT b.merchant_id, b.id, c.content_version
    FROM after a JOIN before b ON b.id = a.id JOIN catalogue_config c ON c.merchant_id = b.merchant_id
    WHERE a.merchant_id <> b.merchant_id
    ON CONFLICT (merchant_id, product_id) DO UPDATE SET list_version = excluded.list_version;`).execute(db);

  for (const index of [
    'catalogue_products_name_en_trgm',
    'catalogue_products_name_ar_trgm',
    'catalogue_products_newest',
    'catalogue_products_price',
    'catalogue_products_category_newest',
    'catalogue_products_category_price',
  ]) {
    await sql`DROP INDEX ${sql.id(index)}`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
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
  for (const column of ['name_en', 'name_ar']) {
    await sql`CREATE INDEX ${sql.id(`catalogue_products_${column}_trgm`)} ON catalogue_products
      USING gin (${sql.id(column)} gin_trgm_ops) WHERE is_active AND archived_at IS NULL`.execute(db);
  }
  await productEdited(sql``).execute(db);
  await sql`DROP TRIGGER catalogue_products_version_delete ON catalogue_products`.execute(db);
  await sql`
    CREATE TRIGGER catalogue_products_version_delete AFTER DELETE ON catalogue_products
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed()`.execute(db);
  await sql`DROP FUNCTION catalogue_products_removed()`.execute(db);
  await sql`DROP TRIGGER catalogue_products_stamp ON catalogue_products`.execute(db);
  await sql`DROP FUNCTION catalogue_product_stamp()`.execute(db);
  await sql`DROP INDEX catalogue_products_list_version`.execute(db);
  await sql`DROP TABLE catalogue_product_removals`.execute(db);
  await sql`ALTER TABLE catalogue_products DROP COLUMN list_version`.execute(db);
}
