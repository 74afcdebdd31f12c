import { type Kysely, sql } from 'kysely';

/**
 * Payment creation writes a batch of rows in one INSERT (payments/creation-repository.ts).
 * The row-level count trigger (migration 20260401000000) upserted the same transaction_counts
 * row once per inserted row: a plpgsql call, a row lock and a new row version each, about a
 * fifth of a batch's cost. Inserts are now counted once per statement from its transition
 * table; updates and deletes keep the row-level trigger.
 */
// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function txn_count_inserted() returns trigger language plpgsql as $$
    begin
      insert into transaction_counts (merchant_id, plugin, deleted, state, currency, gateway_code, n)
        select merchant_id, plugin, deleted_at is not null, state, currency, coalesce(gateway_code, ''),
               count(*)
        from inserted group by 1, 2, 3, 4, 5, 6
        -- One order for every statement: two batches lock the counts rows they share alike.
        order by 1, 2, 3, 4, 5, 6
        on conflict (merchant_id, plugin, deleted, state, currency, gateway_code)
        do update set n = transaction_counts.n + excluded.n;
      return null;
    end $$`.execute(db);
  await sql`drop trigger transactions_count on transactions`.execute(db);
  await sql`
    create trigger transactions_count after update or delete on transactions
    for each row execute function txn_count()`.execute(db);
  await sql`
    create trigger transactions_count_inserts after insert on transactions
    referencing new table as inserted
    for each statement execute function txn_count_inserted()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists transactions_count_inserts on transactions`.execute(db);
  await sql`drop function if exists txn_count_inserted()`.execute(db);
  await sql`drop trigger if exists transactions_count on transactions`.execute(db);
  await sql`
    create trigger transactions_count after insert or update or delete on transactions
    for each row execute function txn_count()`.execute(db);
}
