import type { Kysely } from 'kysely';

/**
 * Issue 20. A merchant's own wording of a message kind in one language (no row: the default
 * text from the locale files); whether paid customers get an emailed receipt (on unless the
 * owner turns it off); and the HTML version an email is sent with beside its text.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('message_templates')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_templates_pk', ['merchant_id', 'kind', 'lang'])
    .execute();
  await db.schema
    .alterTable('merchants')
    .addColumn('email_receipts', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.alterTable('outbox').addColumn('html', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('html').execute();
  await db.schema.alterTable('merchants').dropColumn('email_receipts').execute();
  await db.schema.dropTable('message_templates').execute();
}
