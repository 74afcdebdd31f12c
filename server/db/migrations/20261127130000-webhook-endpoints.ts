import { type Kysely, sql } from 'kysely';

/**
 * Issue 20. Webhook endpoints a merchant registers (URL, event types, plugins, a sealed signing
 * secret and the previous one while a roll overlaps), and each event's public id, type and
 * target: the transaction's own webhook_url or an endpoint. Attempts keep the request headers
 * sent and the first kilobyte of the answer, for the delivery log.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event_types', 'jsonb', (c) => c.notNull())
    .addColumn('plugins', 'jsonb')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('webhook_endpoints_merchant')
    .on('webhook_endpoints')
    .column('merchant_id')
    .execute();

  await db.schema
    .alterTable('webhook_events')
    .addColumn('public_id', 'text')
    .addColumn('event_type', 'text')
    .addColumn('target', 'text', (c) =>
      c.notNull().defaultTo('transaction').check(sql`target IN ('transaction', 'endpoint')`),
    )
    .addColumn('endpoint_id', 'integer', (c) => c.references('webhook_endpoints.id').onDelete('set null'))
    .execute();
  // Events queued before: their id is made up now, their type is the state they reported.
  await sql`
    UPDATE webhook_events AS e SET
      public_id = 'evt_' || md5(random()::text || e.id::text),
      event_type = 'transaction.' || t.state
    FROM transactions AS t WHERE t.id = e.transaction_id
  `.execute(db);
  await sql`ALTER TABLE webhook_events ALTER COLUMN public_id SET NOT NULL`.execute(db);
  await sql`ALTER TABLE webhook_events ALTER COLUMN event_type SET NOT NULL`.execute(db);
  await db.schema
    .createIndex('webhook_events_public_id')
    .unique()
    .on('webhook_events')
    .column('public_id')
    .execute();
  await db.schema
    .createIndex('webhook_events_merchant')
    .on('webhook_events')
    .columns(['merchant_id', 'id'])
    .execute();

  await db.schema
    .alterTable('webhook_deliveries')
    .addColumn('request_headers', 'jsonb')
    .addColumn('response_body', 'text')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('webhook_deliveries')
    .dropColumn('request_headers')
    .dropColumn('response_body')
    .execute();
  await db.schema.dropIndex('webhook_events_merchant').execute();
  await db.schema.dropIndex('webhook_events_public_id').execute();
  // Endpoint events have no transaction URL to go back to.
  await sql`DELETE FROM webhook_events WHERE target = 'endpoint'`.execute(db);
  await db.schema
    .alterTable('webhook_events')
    .dropColumn('public_id')
    .dropColumn('event_type')
    .dropColumn('target')
    .dropColumn('endpoint_id')
    .execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
