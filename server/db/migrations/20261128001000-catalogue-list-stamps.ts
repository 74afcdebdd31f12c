import { type Kysely, sql } from 'kysely';

/**
 * Issue 21. Each server keeps an index of the shop's listable products in memory
 * (catalogue/product-index.ts) and, when content_version moved, reads only the products
 * changed since the version it holds: `list_version` is the content_version the product's last
 * list-visible change committed as. A product that leaves the shop (deleted, or moved to
 * another merchant) leaves no row to read, so `removed_version` says when one last did and
 * the index is then read whole.
 *
 * The stamp is taken under the lock of the shop's catalogue_config row, held to commit: the
 * statement's bump (20261128000300) then makes it exactly the version the change commits as,
 * and no writer can commit a stamp at or below a version a reader has already seen. Stock
 * alone neither stamps nor bumps (no list reads it), so checkouts never queue on the shop's row.
 *
 * The list no longer asks the database to search, sort or count on sale products: the
 * partial indexes that served it would only slow every write.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE catalogue_products ADD COLUMN list_version integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE catalogue_config ADD COLUMN removed_version integer NOT NULL DEFAULT 0`.execute(db);
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

  // The bump and the mark in one statement: both take the bumped value.
  await sql`
    CREATE FUNCTION catalogue_products_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalogue_config
        SET content_version = (content_version + 1) % 2147483647,
          removed_version = (content_version + 1) % 2147483647
        WHERE merchant_id IN (SELECT merchant_id FROM changed);
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP TRIGGER catalogue_products_version_delete ON catalogue_products`.execute(db);
  await sql`
    CREATE TRIGGER catalogue_products_version_delete AFTER DELETE ON catalogue_products
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_removed()`.execute(db);
  // Runs after the bump (triggers of one event fire by name): the shop a product left marks it.
  await sql`
    CREATE FUNCTION catalogue_products_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalogue_config SET removed_version = content_version WHERE merchant_id IN (
        SELECT b.merchant_id FROM after a JOIN before b ON b.id = a.id WHERE a.merchant_id <> b.merchant_id
      );
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER catalogue_products_version_update_moved AFTER UPDATE ON catalogue_products
    REFERENCING OLD TABLE AS before NEW TABLE AS after
    FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_moved()`.execute(db);

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
  await sql`DROP TRIGGER catalogue_products_version_update_moved ON catalogue_products`.execute(db);
  await sql`DROP FUNCTION catalogue_products_moved()`.execute(db);
  await sql`DROP TRIGGER catalogue_products_version_delete ON catalogue_products`.execute(db);
  await sql`
    CREATE TRIGGER catalogue_products_version_delete AFTER DELETE ON catalogue_products
    REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed()`.execute(db);
  await sql`DROP FUNCTION catalogue_products_removed()`.execute(db);
  await sql`DROP TRIGGER catalogue_products_stamp ON catalogue_products`.execute(db);
  await sql`DROP FUNCTION catalogue_product_stamp()`.execute(db);
  await sql`DROP INDEX catalogue_products_list_version`.execute(db);
  await sql`ALTER TABLE catalogue_config DROP COLUMN removed_version`.execute(db);
  await sql`ALTER TABLE catalogue_products DROP COLUMN list_version`.execute(db);
}
