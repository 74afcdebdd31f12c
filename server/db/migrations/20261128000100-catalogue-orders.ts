import { type Kysely, sql } from 'kysely';

/**
 * Issue 21. A catalogue order: the lines as the server priced them, the stock it holds and the
 * discount code's use it reserved. `held` until its transaction is paid (`sold`) or can no longer
 * be (`released`: the stock and the code's use are given back); a payment arriving after the
 * release that no longer finds the stock is `needs_attention`, never a silent oversell.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('transaction_id', 'uuid', (c) =>
      c.notNull().unique().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.references('catalogue_stores.id').onDelete('set null'))
    .addColumn('voucher_id', 'integer', (c) => c.references('food_vouchers.id').onDelete('set null'))
    .addColumn('subtotal_minor', 'bigint', (c) => c.notNull())
    .addColumn('discount_minor', 'bigint', (c) => c.notNull())
    .addColumn('total_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('held', 'sold', 'released', 'needs_attention')`),
    )
    .addColumn('hold_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('catalogue_orders_merchant')
    .on('catalogue_orders')
    .columns(['merchant_id', 'state'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_orders').execute();
}
