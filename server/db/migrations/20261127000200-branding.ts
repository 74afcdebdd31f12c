import type { Kysely } from 'kysely';

/**
 * Branding set in the product (issue 19): the header image's own link (it used to lead to the
 * website), and the unit customer pages show when a transaction names none, which was "the
 * first unit" by id and so could not be chosen.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('units').addColumn('header_image_link', 'text').execute();
  await db.schema
    .alterTable('merchants')
    .addColumn('default_unit_id', 'integer', (column) => column.references('units.id').onDelete('set null'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merchants').dropColumn('default_unit_id').execute();
  await db.schema.alterTable('units').dropColumn('header_image_link').execute();
}
