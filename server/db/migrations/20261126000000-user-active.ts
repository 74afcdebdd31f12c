import type { Kysely } from 'kysely';

/**
 * Staff an owner deactivates (issue 18): kept, with their history, but every request with any
 * of their tokens answers 401 and they cannot sign in until reactivated. Access tokens issued
 * before sessions_ended_at stay refused after a reactivation: only a new sign-in opens the door.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_active', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('sessions_ended_at', 'timestamptz')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('is_active').dropColumn('sessions_ended_at').execute();
}
