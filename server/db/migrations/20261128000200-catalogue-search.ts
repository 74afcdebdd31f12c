import { type Kysely, sql } from 'kysely';

/**
 * Issue 21. The shop's search matches any part of a product's name in either language
 * (ILIKE '%…%'), which no b-tree serves: trigram indexes find the few matching products of
 * thousands without reading them all. pg_trgm ships with PostgreSQL and is a trusted extension
 * (a database owner may create it); PGlite loads it with the database.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  for (const column of ['name_en', 'name_ar']) {
    await sql`CREATE INDEX ${sql.id(`catalogue_products_${column}_trgm`)} ON catalogue_products
      USING gin (${sql.id(column)} gin_trgm_ops) WHERE is_active AND archived_at IS NULL`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS catalogue_products_name_ar_trgm`.execute(db);
  await sql`DROP INDEX IF EXISTS catalogue_products_name_en_trgm`.execute(db);
}
