import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .alterTable('merchants')
    .addColumn('payments_paused', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('welcome_popup_en', 'text')
    .addColumn('welcome_popup_ar', 'text')
    .execute();

  await db.schema
    .alterTable('units')
    .addColumn('logo_url', 'text')
    .addColumn('website', 'text')
    .addColumn('twitter_url', 'text')
    .addColumn('instagram_url', 'text')
    .addColumn('facebook_url', 'text')
    .addColumn('show_unit_title', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('header_color', 'text', (c) => c.notNull().defaultTo('transparent'))
    .addColumn('header_image_url', 'text')
    .execute();

  await db.schema
    .createTable('gateways')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('adapter', 'text', (c) => c.notNull().check(sql`adapter in ('sandbox', 'cod')`))
    .addColumn('capture_mode', 'text', (c) =>
      c.notNull().defaultTo('auto').check(sql`capture_mode in ('auto', 'manual')`),
    )
    .addColumn('fee_fixed_minor', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`fee_fixed_minor >= 0`))
    .addColumn('fee_bp', 'integer', (c) => c.notNull().defaultTo(0).check(sql`fee_bp between 0 and 10000`))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('button_verb_en', 'text', (c) => c.notNull().defaultTo('Pay'))
    .addColumn('button_verb_ar', 'text', (c) => c.notNull().defaultTo('ادفع'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('gateways_pk', ['merchant_id', 'code'])
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('unit_id', 'integer', (c) => c.references('units.id').onDelete('set null'))
    .addColumn('plugin', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(
          sql`state in ('created','pending','attempted','authorized','paid','failed','canceled','expired','invalid','cod')`,
        ),
    )
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('editable_amount', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('customer_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('customer_phone', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('country_code', 'text', (c) => c.notNull().defaultTo('KW'))
    .addColumn('additional_phone_number', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remarks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('pg_codes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('expiration_time', 'timestamptz')
    .addColumn('attachment_url', 'text')
    .addColumn('attachment_name', 'text')
    .addColumn('disclaimer', 'text')
    .addColumn('terms_en', 'text')
    .addColumn('terms_ar', 'text')
    .addColumn('multicheckout', 'jsonb')
    .addColumn('extra', 'jsonb')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('next_url', 'text')
    .addColumn('webhook_url', 'text')
    .addColumn('api_key_id', 'integer')
    .addColumn('external_reference', 'text')
    .addColumn('collector_id', 'uuid')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('state_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('transactions_merchant_plugin_created')
    .on('transactions')
    .columns(['merchant_id', 'plugin', 'created_at'])
    .execute();
  // The expiry sweep looks only at payable rows that have a deadline.
  await db.schema
    .createIndex('transactions_expiry')
    .on('transactions')
    .column('expiration_time')
    .where(sql.ref('state'), 'in', sql`('created','pending','attempted','failed')`)
    .execute();

  await db.schema
    .createTable('payment_attempts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('gateway_code', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('fee_minor', 'bigint', (c) => c.notNull().check(sql`fee_minor >= 0`))
    .addColumn('total_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending','authorized','paid','failed','canceled','cod','expired')`),
    )
    .addColumn('gateway_reference', 'text')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('payment_attempts_total', sql`total_minor = amount_minor + fee_minor`)
    .execute();
  await db.schema
    .createIndex('payment_attempts_transaction')
    .on('payment_attempts')
    .column('transaction_id')
    .execute();

  await db.schema
    .createTable('money_movements')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('attempt_id', 'uuid', (c) => c.references('payment_attempts.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('payment','authorization','capture','refund','void')`),
    )
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('money_movements_transaction')
    .on('money_movements')
    .column('transaction_id')
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('in_flight','done')`))
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('gateway_callbacks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('attempt_id', 'uuid', (c) => c.notNull().references('payment_attempts.id').onDelete('cascade'))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'gateway_callbacks',
    'idempotency_keys',
    'money_movements',
    'payment_attempts',
    'transactions',
    'gateways',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const column of [
    'logo_url',
    'website',
    'twitter_url',
    'instagram_url',
    'facebook_url',
    'show_unit_title',
    'header_color',
    'header_image_url',
  ]) {
    await db.schema.alterTable('units').dropColumn(column).execute();
  }
  for (const column of ['payments_paused', 'welcome_popup_en', 'welcome_popup_ar']) {
    await db.schema.alterTable('merchants').dropColumn(column).execute();
  }
}
