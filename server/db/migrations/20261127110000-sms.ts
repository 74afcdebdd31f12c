import type { Kysely } from 'kysely';

/**
 * The owner's SMS provider (issue 20), one row per merchant; no row is "kept", today's
 * behaviour. Header values are sealed (server/plugins/secrets.ts) inside the jsonb array.
 * Outbox messages learn whose they are (merchant_id: whose provider sends an SMS, whose
 * owner reads it; null for rows written before), what the provider answered, and which
 * message a resend copied.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sms_providers')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('kept'))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('POST'))
    .addColumn('content_type', 'text', (c) => c.notNull().defaultTo('json'))
    .addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo('[]'))
    .addColumn('body_template', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('success_rule', 'text', (c) => c.notNull().defaultTo('status'))
    .addColumn('success_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('success_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('id_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('merchant_id', 'integer', (c) => c.references('merchants.id').onDelete('cascade'))
    .addColumn('provider_message_id', 'text')
    .addColumn('provider_status', 'text')
    .addColumn('resent_from', 'integer', (c) => c.references('outbox.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('outbox_merchant').on('outbox').columns(['merchant_id', 'id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_merchant').execute();
  for (const column of ['resent_from', 'provider_status', 'provider_message_id', 'merchant_id'])
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  await db.schema.dropTable('sms_providers').execute();
}
