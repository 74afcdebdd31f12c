import { type Kysely, sql } from 'kysely';

/**
 * Issue 22, dispatch: each valid row of an upload becomes one payment request. The row keeps
 * its transaction's id (or why it could not be made), written in the same commit as the
 * transaction and its queued link, so a row is dispatched once whatever stops the worker.
 * A dispatch is logged with who started it and what it made.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bulk_upload_rows')
    .addColumn('transaction_id', 'uuid', (c) => c.references('transactions.id').onDelete('set null'))
    .addColumn('dispatch_failure', 'text')
    .execute();
  // The worker's queue: the rows still to dispatch, in file order.
  await sql`CREATE INDEX bulk_upload_rows_to_dispatch ON bulk_upload_rows (upload_id, id)
    WHERE transaction_id IS NULL AND dispatch_failure IS NULL AND fields IS NOT NULL AND NOT deleted`.execute(
    db,
  );

  await db.schema
    .createTable('bulk_dispatches')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('upload_id', 'uuid', (c) => c.notNull().references('bulk_uploads.id').onDelete('cascade'))
    .addColumn('started_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('starter', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sms_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One running dispatch an upload: a second Dispatch cannot open another.
  await sql`CREATE UNIQUE INDEX bulk_dispatches_running ON bulk_dispatches (upload_id) WHERE finished_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX bulk_dispatches_upload ON bulk_dispatches (upload_id, started_at DESC)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_dispatches').execute();
  await db.schema
    .alterTable('bulk_upload_rows')
    .dropColumn('transaction_id')
    .dropColumn('dispatch_failure')
    .execute();
}
