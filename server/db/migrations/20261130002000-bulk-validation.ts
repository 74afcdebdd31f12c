import { type Kysely, sql } from 'kysely';

/**
 * Issue 22 at 100,000 rows: a bulk file is checked off the request. The request keeps the file
 * (bulk_upload_files) and answers at once; a worker leases it and writes its checked rows in
 * batches (the lease and the last row number written make a restart resume where it stopped):
 * a new upload's into bulk_upload_rows, shown once the check ends; a corrected file's into
 * bulk_staged_rows (its key refuses a row twice), moved over the upload's rows in one commit,
 * so a file is seen whole or not at all. The upload shows how far the check got.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bulk_uploads')
    .addColumn('checked_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expected_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure', 'text')
    .execute();

  await db.schema
    .createTable('bulk_upload_files')
    .addColumn('upload_id', 'uuid', (c) => c.primaryKey().references('bulk_uploads.id').onDelete('cascade'))
    .addColumn('file_type', 'text', (c) => c.notNull().check(sql`file_type in ('csv', 'xlsx')`))
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('reimport', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('checked_through', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('bulk_staged_rows')
    .addColumn('upload_id', 'uuid', (c) => c.notNull().references('bulk_uploads.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('cells', 'jsonb', (c) => c.notNull())
    .addColumn('fields', 'jsonb')
    .addColumn('errors', 'jsonb', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bulk_staged_rows_pkey', ['upload_id', 'row_number'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_staged_rows').execute();
  await db.schema.dropTable('bulk_upload_files').execute();
  await db.schema
    .alterTable('bulk_uploads')
    .dropColumn('checked_count')
    .dropColumn('expected_rows')
    .dropColumn('failure')
    .execute();
}
