import { type Kysely, sql } from 'kysely';

/**
 * Issue 24: a late success that arrived as an authorisation (a held card payment) is resolved
 * by releasing the hold, a state of its own: nothing was refunded, as nothing was taken.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any>, see 20260711000000-user-names.ts
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payment_attention drop constraint if exists payment_attention_state_check`.execute(
    db,
  );
  await sql`alter table payment_attention add constraint payment_attention_state_check
    check (state in ('open', 'refunded', 'applied', 'voided'))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update payment_attention set state = 'open', resolved_by = null, resolved_at = null
    where state = 'voided'`.execute(db);
  await sql`alter table payment_attention drop constraint if exists payment_attention_state_check`.execute(
    db,
  );
  await sql`alter table payment_attention add constraint payment_attention_state_check
    check (state in ('open', 'refunded', 'applied'))`.execute(db);
}
