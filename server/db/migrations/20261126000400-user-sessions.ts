import { type Kysely, sql } from 'kysely';

/**
 * Signed-in devices (issue 18): one row per sign-in session, keyed by its refresh-token family
 * (the access token's `sid`), so a session can be listed, and ended at once: the
 * authentication refuses every access token of an ended session, not only its refresh tokens.
 * Sessions alive at migration are backfilled, or their holders would all be signed out.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_agent', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('user_sessions_user')
    .on('user_sessions')
    .columns(['user_id', 'last_used_at'])
    .execute();
  await sql`
    insert into user_sessions (id, user_id, created_at, last_used_at)
    select family_id, min(user_id), min(created_at), max(created_at)
    from refresh_tokens
    where used_at is null and revoked_at is null and expires_at > now()
    group by family_id
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_sessions').execute();
}
