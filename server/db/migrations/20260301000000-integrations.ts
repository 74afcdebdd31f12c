import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull().unique())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('webhook_secret', 'text', (c) => c.notNull())
    .addColumn('plugin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('api_key_id', 'integer', (c) => c.references('api_keys.id').onDelete('set null'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('webhook_events_due')
    .on('webhook_events')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
    .addColumn('transaction_id', 'uuid', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_transaction')
    .on('webhook_deliveries')
    .columns(['transaction_id', 'id'])
    .execute();

  await db.schema
    .createTable('collectors')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('unit_id', 'integer', (c) => c.references('units.id').onDelete('set null'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('payment_restrictions')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id').onDelete('cascade'))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('min_amount_minor', 'bigint')
    .addColumn('max_amount_minor', 'bigint')
    .addColumn('pg_codes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // The payments migration runs first, so the links from transactions are added here.
  await db.schema
    .alterTable('transactions')
    .addForeignKeyConstraint('transactions_api_key_fk', ['api_key_id'], 'api_keys', ['id'], (c) =>
      c.onDelete('set null'),
    )
    .execute();
  await db.schema
    .alterTable('transactions')
    .addForeignKeyConstraint('transactions_collector_fk', ['collector_id'], 'collectors', ['id'], (c) =>
      c.onDelete('set null'),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transactions').dropConstraint('transactions_collector_fk').execute();
  await db.schema.alterTable('transactions').dropConstraint('transactions_api_key_fk').execute();
  for (const table of [
    'files',
    'payment_restrictions',
    'collectors',
    'webhook_deliveries',
    'webhook_events',
    'api_keys',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
