import type { Kysely } from 'kysely';

/**
 * Issue 20: API keys managed on their admin page. Who created a key and when it was last used
 * (the list shows both); the key that replaced a rolled one (the old one keeps working until its
 * revoked_at, now a time that may lie ahead); and the webhook signing secret's predecessor, valid
 * until the end of a roll's overlap. The secrets already stored stay in clear here: a migration
 * cannot reach the secret box's key (SECRETS_KEY, or the key the app keeps in settings), so the
 * API keys plugin seals them when the app starts (sealClearWebhookSecrets).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('api_keys')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('successor_id', 'integer', (c) => c.references('api_keys.id').onDelete('set null'))
    .addColumn('previous_webhook_secret', 'text')
    .addColumn('previous_webhook_secret_until', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_merchant').on('api_keys').columns(['merchant_id', 'id']).execute();
}

// Secrets sealed since stay sealed: the code of before reads them as the merchant's secret, so
// roll each key's webhook secret after going back.
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('api_keys_merchant').execute();
  await db.schema
    .alterTable('api_keys')
    .dropColumn('created_by')
    .dropColumn('last_used_at')
    .dropColumn('successor_id')
    .dropColumn('previous_webhook_secret')
    .dropColumn('previous_webhook_secret_until')
    .execute();
}
