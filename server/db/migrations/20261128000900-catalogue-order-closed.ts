import { type Kysely, sql } from 'kysely';

/**
 * Issue 21. An order flagged `needs_attention` (paid after its stock hold was released, the
 * stock gone) leaves the merchant's list either by taking stock once it is back (`sold`) or by
 * being closed by staff who settled it another way (a refund, a substitute): `closed`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE catalogue_orders DROP CONSTRAINT catalogue_orders_state_check,
    ADD CONSTRAINT catalogue_orders_state_check
    CHECK (state in ('held', 'sold', 'released', 'needs_attention', 'closed'))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE catalogue_orders SET state = 'needs_attention' WHERE state = 'closed'`.execute(db);
  await sql`ALTER TABLE catalogue_orders DROP CONSTRAINT catalogue_orders_state_check,
    ADD CONSTRAINT catalogue_orders_state_check
    CHECK (state in ('held', 'sold', 'released', 'needs_attention'))`.execute(db);
}
