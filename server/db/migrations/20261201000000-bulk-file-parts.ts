import { type Kysely, sql } from 'kysely';

/**
 * Issue 22's memory budget on PGlite: a received bulk file was one bytea value, and a 13 MB
 * value passed into and out of PGlite grows its WebAssembly heap by about 250 MB, which never
 * shrinks. The file is kept as 256 KB parts instead, written and read one statement each.
 * A file still waiting for its check moves over as a single part.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_upload_file_parts')
    .addColumn('upload_id', 'uuid', (c) =>
      c.notNull().references('bulk_upload_files.upload_id').onDelete('cascade'),
    )
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('bulk_upload_file_parts_pkey', ['upload_id', 'part'])
    .execute();
  await sql`INSERT INTO bulk_upload_file_parts (upload_id, part, bytes)
    SELECT upload_id, 0, content FROM bulk_upload_files`.execute(db);
  await db.schema.alterTable('bulk_upload_files').dropColumn('content').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bulk_upload_files').addColumn('content', 'bytea').execute();
  await sql`UPDATE bulk_upload_files f SET content = (
    SELECT string_agg(p.bytes, ''::bytea ORDER BY p.part) FROM bulk_upload_file_parts p
    WHERE p.upload_id = f.upload_id)`.execute(db);
  await db.schema.dropTable('bulk_upload_file_parts').execute();
  await sql`ALTER TABLE bulk_upload_files ALTER COLUMN content SET NOT NULL`.execute(db);
}
