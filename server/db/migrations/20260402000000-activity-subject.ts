import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  // A transaction's detail page lists the staff actions on that transaction alone.
  await sql`create index activity_log_subject on activity_log (merchant_id, (params->>'id'), id desc)
    where params ? 'id'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists activity_log_subject`.execute(db);
}
