import type { Kysely } from 'kysely';

/**
 * Issue 24: a gateway still on its provider's test account is public, and the providers
 * publish their test cards. An attempt keeps whether it went through a test account when it
 * was created (a later switch to live must not turn it into real money), and a transaction
 * settled through such an attempt is marked, so fulfilment and statistics can leave it out (src/domain/test-payments.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment_attempts')
    .addColumn('test_mode', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('transactions')
    .addColumn('test_payment', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // A ticket bought with a test payment is issued (the merchant sees the flow work) but never
  // admits anyone: the door judges it from its booking, online and in the offline list.
  await db.schema
    .alterTable('bookings')
    .addColumn('test_payment', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('test_payment').execute();
  await db.schema.alterTable('transactions').dropColumn('test_payment').execute();
  await db.schema.alterTable('payment_attempts').dropColumn('test_mode').execute();
}
