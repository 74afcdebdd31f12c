import { type Kysely, sql } from 'kysely';

/**
 * Issue 22's reminders go out in rounds: an upload's reminders falling due together are one
 * round, sent a batch at a time (one outbox INSERT a batch) and written in the activity history
 * once, with its counts, when it ends, as a dispatch is. At most one round of an upload is open;
 * each reminder names its round, and its key (transaction, number) still sends it once, so a
 * round resumed after a crash carries on where it stopped.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_reminder_rounds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('upload_id', 'uuid', (c) => c.notNull().references('bulk_uploads.id').onDelete('cascade'))
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('link_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sms_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`CREATE UNIQUE INDEX bulk_reminder_rounds_open ON bulk_reminder_rounds (upload_id) WHERE finished_at IS NULL`.execute(
    db,
  );
  await db.schema
    .alterTable('bulk_reminders')
    .addColumn('round_id', 'bigint', (c) => c.references('bulk_reminder_rounds.id').onDelete('set null'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bulk_reminders').dropColumn('round_id').execute();
  await db.schema.dropTable('bulk_reminder_rounds').execute();
}
