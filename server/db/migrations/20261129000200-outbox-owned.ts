import { type Kysely, sql } from 'kysely';

/**
 * Messages queued before issue 20 carry no merchant, and every merchant's owner could read
 * them: reset links and customers' details of other merchants included. On a one-merchant
 * install they are that merchant's; elsewhere they stay unowned, and no merchant reads them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE outbox SET merchant_id = (SELECT min(id) FROM merchants)
    WHERE merchant_id IS NULL AND (SELECT count(*) FROM merchants) = 1`.execute(db);
}

// Nothing to undo: the owner given is the one merchant there was.
export async function down(): Promise<void> {}
