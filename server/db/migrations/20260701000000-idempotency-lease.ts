import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  // A claimed key names its claimant (a fencing token) and how long the claim holds: a key
  // left in flight by a crashed request can be taken over once its lease has run out.
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('claim_token', 'text')
    .addColumn('lease_expires_at', 'timestamptz')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('idempotency_keys')
    .dropColumn('claim_token')
    .dropColumn('lease_expires_at')
    .execute();
}
