import { type Kysely, sql } from 'kysely';

/**
 * Issue 22: an upload warns of rows billing a customer who still owes the same amount on
 * another upload's link. Each row looks up the merchant's bulk links by customer (email
 * case-insensitively, or phone) and amount; partial on bulk links only, so the index stays
 * the size of what was ever sent in bulk and 100,000 rows are 100,000 index probes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX transactions_bulk_email ON transactions
    (merchant_id, lower(customer_email), amount_minor)
    WHERE bulk_id IS NOT NULL AND deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX transactions_bulk_phone ON transactions
    (merchant_id, customer_phone, amount_minor)
    WHERE bulk_id IS NOT NULL AND deleted_at IS NULL`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX transactions_bulk_phone`.execute(db);
  await sql`DROP INDEX transactions_bulk_email`.execute(db);
}
