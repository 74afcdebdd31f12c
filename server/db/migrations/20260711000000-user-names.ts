import type { Kysely } from 'kysely';

/**
 * Staff first and last names: the password rules refuse a password containing them
 * (issue 12); staff management edits them later. Nullable: existing accounts have none.
 */
// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('first_name').dropColumn('last_name').execute();
}
