import type { Kysely } from 'kysely';

/**
 * How each customer-facing plugin's pages look (issue 19). A plugin without a row looks as the
 * defaults say (the default theme, links and language button shown), so no merchant needs one.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('plugin_appearance')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('plugin', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('show_social_links', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('show_language_button', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('plugin_appearance_pk', ['merchant_id', 'plugin'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('plugin_appearance').execute();
}
