import { type Kysely, sql } from 'kysely';

/**
 * Merchant images (issue 19): `images` records who uploaded which original for which kind;
 * `image_variants` holds the re-encoded WebP bytes each `/media/<hash>-<width>.webp` serves. The
 * bytes live in the database, not on one server's disk, so every instance serves every image.
 * A variant is made from the original alone, so one row serves every merchant and kind that
 * uploads the same bytes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('images')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('stored_width', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('images_pkey', ['merchant_id', 'hash', 'kind'])
    .execute();
  await db.schema
    .createTable('image_variants')
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('image_variants_pkey', ['hash', 'width'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image_variants').execute();
  await db.schema.dropTable('images').execute();
}
