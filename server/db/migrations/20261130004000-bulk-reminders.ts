import { type Kysely, sql } from 'kysely';

/**
 * Issue 22's transaction logs and reminders. An outbox message now names the transaction whose
 * link it carries, so a log reads each link's email and SMS status (and how often it went)
 * straight from the outbox. An upload may have a reminder plan (every N days, at most M times);
 * each reminder sent is a row keyed by its transaction and number, so it goes once however many
 * workers race for it and whatever restarts in between.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('transaction_id', 'uuid', (c) => c.references('transactions.id').onDelete('set null'))
    .execute();
  await sql`CREATE INDEX outbox_transaction ON outbox (transaction_id, id) WHERE transaction_id IS NOT NULL`.execute(
    db,
  );
  await db.schema
    .createTable('bulk_reminder_plans')
    .addColumn('upload_id', 'uuid', (c) => c.primaryKey().references('bulk_uploads.id').onDelete('cascade'))
    .addColumn('every_days', 'integer', (c) => c.notNull())
    .addColumn('times', 'integer', (c) => c.notNull())
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('bulk_reminders')
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('bulk_reminders_pkey', ['transaction_id', 'number'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_reminders').execute();
  await db.schema.dropTable('bulk_reminder_plans').execute();
  await db.schema.alterTable('outbox').dropColumn('transaction_id').execute();
}
