import { type Kysely, sql } from 'kysely';

/**
 * A resent webhook event gets a fresh round of retries: the attempts made before the resend
 * stay in its count and log, but no longer use up the retries of the new round.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE webhook_events ADD COLUMN resent_after_attempts integer NOT NULL DEFAULT 0`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE webhook_events DROP COLUMN resent_after_attempts`.execute(db);
}
