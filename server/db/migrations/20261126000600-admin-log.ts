import { type Kysely, sql } from 'kysely';

/**
 * The Admin log and invitations (issue 18). `password_set_at` is null while an invitee has not
 * chosen a password: the staff list shows them as invited, and only then may an owner resend or
 * withdraw the invitation. Accounts that exist already chose theirs (or were given one) when
 * created. The index serves the log's "by user" filter, newest first.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('password_set_at', 'timestamptz', (column) => column.defaultTo(sql`now()`))
    .execute();
  await sql`update users set password_set_at = created_at`.execute(db);
  await db.schema
    .createIndex('activity_log_actor')
    .on('activity_log')
    .columns(['merchant_id', 'actor', 'id desc'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('activity_log_actor').execute();
  await db.schema.alterTable('users').dropColumn('password_set_at').execute();
}
