import { type Kysely, sql } from 'kysely';

/**
 * Issue 21, stock per store: a store's own count of a product it holds. A product whose store
 * rows carry numbers is stocked per store (its own `inventory` is then not used); null on every
 * row keeps the product's single count, as before.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('catalogue_product_stores')
    .addColumn('inventory', 'integer', (c) => c.check(sql`inventory >= 0`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('catalogue_product_stores').dropColumn('inventory').execute();
}
