import { type Kysely, sql } from 'kysely';

/**
 * Issue 23: cancelling or rescheduling an event is a run over its bookings. The run is started
 * in one commit (the event canceled or its date moved, one item per booking); a worker then does
 * each booking in its own commit (booking canceled, paid one refunded, holder emailed) and marks
 * its item in that same commit, so a booking is done once whatever stops the worker, and a
 * restarted server carries on with the items still pending.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_changes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cancel', 'reschedule')`))
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('running').check(sql`state in ('running', 'done')`),
    )
    .addColumn('from_date', 'text')
    .addColumn('to_date', 'text')
    .addColumn('message_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // One running change an event: a second cancel or reschedule waits for the first to finish.
  await sql`CREATE UNIQUE INDEX event_changes_running ON event_changes (event_id) WHERE state = 'running'`.execute(
    db,
  );
  await sql`CREATE INDEX event_changes_event ON event_changes (event_id, created_at DESC)`.execute(db);

  await db.schema
    .createTable('event_change_items')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('change_id', 'uuid', (c) => c.notNull().references('event_changes.id').onDelete('cascade'))
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`state in ('pending', 'done', 'failed')`),
    )
    .addColumn('refunded_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    /** The message key of why it failed, read in each reader's language. */
    .addColumn('failure', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('event_change_items_booking', ['change_id', 'booking_id'])
    .execute();
  // The worker's queue: what is left to do, in order.
  await sql`CREATE INDEX event_change_items_pending ON event_change_items (id) WHERE state = 'pending'`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_change_items').execute();
  await db.schema.dropTable('event_changes').execute();
}
