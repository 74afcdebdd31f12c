import { type Kysely, sql } from 'kysely';

/**
 * Live events (an order placed, an order moved) fan out to every server instance through
 * NOTIFY; the same events are kept here for a while so an instance whose listening
 * connection dropped can read what it missed once it is back.
 */
// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('live_events_created').on('live_events').column('created_at').execute();
  // Work that must happen once for an event, whichever instance heard it first (a push).
  await db.schema
    .createTable('live_event_claims')
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('live_events.id').onDelete('cascade'))
    .addColumn('consumer', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_event_claims_pk', ['event_id', 'consumer'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_event_claims').execute();
  await db.schema.dropTable('live_events').execute();
}
