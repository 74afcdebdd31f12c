import type { Kysely } from 'kysely';

/**
 * One row per throttled key (server/modules/throttle): counters live in the database so
 * every server instance sees the same ones. They replace login_failures, one row per failure,
 * which locked a username out for everyone.
 */
// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
  await db.schema
    .createTable('throttle_counters')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addColumn('next_allowed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('throttle_counters_pkey', ['scope', 'kind', 'key'])
    .execute();
  await db.schema
    .createIndex('throttle_counters_last_at')
    .on('throttle_counters')
    .column('last_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('throttle_counters').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_username')
    .on('login_failures')
    .columns(['username', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_address')
    .on('login_failures')
    .columns(['address', 'created_at'])
    .execute();
}
