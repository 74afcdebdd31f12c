import { type Kysely, sql } from 'kysely';

/**
 * Issue 22, recurring uploads: each row keeps the next occurrence the scheduler will make (its
 * index in the series and its instant), so the occurrence and the row's move to the next one
 * commit together and each is made once. The upload keeps the merchant's time of day, the
 * "cancel the unpaid earlier link" option and whether its recurrence was stopped; a dispatch is
 * the upload's first dispatch or one occurrence, one per upload and occurrence instant.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bulk_uploads')
    .addColumn('occurrence_time', 'text')
    .addColumn('cancel_unpaid_earlier', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('recurrence_stopped_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('bulk_upload_rows')
    .addColumn('next_occurrence', 'integer')
    .addColumn('next_occurrence_at', 'timestamptz')
    .addColumn('recurrence_stopped_at', 'timestamptz')
    .execute();
  // The scheduler's queue: rows with an occurrence still to make, soonest first.
  await sql`CREATE INDEX bulk_upload_rows_next_occurrence ON bulk_upload_rows (next_occurrence_at, upload_id)
    WHERE next_occurrence_at IS NOT NULL`.execute(db);
  await db.schema
    .alterTable('bulk_dispatches')
    .addColumn('kind', 'text', (c) =>
      c.notNull().defaultTo('dispatch').check(sql`kind in ('dispatch', 'occurrence')`),
    )
    .addColumn('occurrence_at', 'timestamptz')
    .addColumn('scheduled_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`CREATE UNIQUE INDEX bulk_dispatches_occurrence ON bulk_dispatches (upload_id, occurrence_at)
    WHERE occurrence_at IS NOT NULL`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bulk_dispatches')
    .dropColumn('kind')
    .dropColumn('occurrence_at')
    .dropColumn('scheduled_count')
    .execute();
  await db.schema
    .alterTable('bulk_upload_rows')
    .dropColumn('next_occurrence')
    .dropColumn('next_occurrence_at')
    .dropColumn('recurrence_stopped_at')
    .execute();
  await db.schema
    .alterTable('bulk_uploads')
    .dropColumn('occurrence_time')
    .dropColumn('cancel_unpaid_earlier')
    .dropColumn('recurrence_stopped_at')
    .execute();
}
