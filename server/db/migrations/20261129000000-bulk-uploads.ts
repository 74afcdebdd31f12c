import { type Kysely, sql } from 'kysely';

/**
 * Issue 22, bulk payment requests: an upload is one file of rows, kept whole (each row's cells
 * as the file had them, as text, so a formula is never run and the error report gives them
 * back as typed), checked and corrected before anything is dispatched. Its id is a capability
 * like a transaction's (gen_random_uuid128, 20260710000000-random-ids.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid128()`))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploader', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('one_time', 'recurring')`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('validating')
        .check(sql`state in ('validating', 'ready', 'dispatching', 'dispatched', 'failed')`),
    )
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invalid_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX bulk_uploads_merchant_newest ON bulk_uploads (merchant_id, created_at DESC, id)`.execute(
    db,
  );

  await db.schema
    .createTable('bulk_upload_rows')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('upload_id', 'uuid', (c) => c.notNull().references('bulk_uploads.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('cells', 'jsonb', (c) => c.notNull())
    .addColumn('fields', 'jsonb')
    .addColumn('errors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`CREATE INDEX bulk_upload_rows_upload ON bulk_upload_rows (upload_id, row_number)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_upload_rows').execute();
  await db.schema.dropTable('bulk_uploads').execute();
}
