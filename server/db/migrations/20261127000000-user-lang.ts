import { type Kysely, sql } from 'kysely';

/**
 * The language a member's emails are written in, as the owner chose it when inviting them: a
 * resent invitation is in that language, not in whichever the owner happens to read the page in.
 * Null for accounts made before it (their emails follow the request's language, as before).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('lang', 'text', (column) => column.check(sql`lang in ('en', 'ar')`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('lang').execute();
}
