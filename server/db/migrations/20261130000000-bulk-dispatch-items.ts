import { type Kysely, sql } from 'kysely';

/**
 * Issue 22: a dispatch's own record of what it made of each row. A row is billed once by the
 * upload's dispatch and again by each recurring occurrence, so the row alone cannot say which
 * transaction a dispatch (or an occurrence) made; withdrawing an occurrence, its transaction
 * logs and reminders all read this. Written in the same commit as the transaction.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_dispatch_items')
    .addColumn('dispatch_id', 'bigint', (c) =>
      c.notNull().references('bulk_dispatches.id').onDelete('cascade'),
    )
    .addColumn('row_id', 'bigint', (c) => c.notNull().references('bulk_upload_rows.id').onDelete('cascade'))
    .addColumn('transaction_id', 'uuid', (c) => c.unique().references('transactions.id').onDelete('set null'))
    .addColumn('failure', 'text')
    .addPrimaryKeyConstraint('bulk_dispatch_items_pkey', ['dispatch_id', 'row_id'])
    .execute();
  await sql`CREATE INDEX bulk_dispatch_items_row ON bulk_dispatch_items (row_id)`.execute(db);
  // Uploads dispatched before this table: their one dispatch made every row it made.
  await sql`INSERT INTO bulk_dispatch_items (dispatch_id, row_id, transaction_id, failure)
    SELECT d.id, r.id, r.transaction_id, r.dispatch_failure
    FROM bulk_upload_rows r
    JOIN LATERAL (SELECT id FROM bulk_dispatches WHERE upload_id = r.upload_id ORDER BY started_at, id LIMIT 1) d ON true
    WHERE r.transaction_id IS NOT NULL OR r.dispatch_failure IS NOT NULL`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_dispatch_items').execute();
}
