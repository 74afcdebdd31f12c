import { type Kysely, sql } from 'kysely';

/**
 * Staff dashboard lists (issue 4). Budgets: every list, filter and search p95 ≤ 25 ms on
 * PostgreSQL at 1M transactions and ≤ 50 ms on PGlite at 100k. What gets them there:
 * - ordering indexes (merchant, plugin, created_at desc, id desc), partial on deleted_at, so a
 *   page is the first rows of one index range; filter indexes end with the same ordering, and
 *   carry the filter columns so a (capped) count is an index-only scan;
 * - `gateway_code` on the transaction (the gateway of its latest attempt, which is also the one
 *   that paid: a settled transaction takes no new attempt), kept by a trigger on attempts, so
 *   the gateway filter needs no join;
 * - `transaction_counts`: row counts per (merchant, plugin, deleted, state, currency, gateway),
 *   kept by a trigger in the same database transaction as the change, so the list's count for
 *   no filter or state/currency/gateway filters is a sum over a few dozen rows instead of a
 *   count(*) over up to a million;
 * - search by trigrams: `txn_grams(search_doc)` under a GIN index on a plain text[] (built in),
 *   not pg_trgm, so PGlite needs no extension loaded by each of its openers; the stored
 *   `search_doc` column makes confirming a candidate cheap (see transactions/search-grams.ts: indexGrams).
 */
// Migrations take Kysely<any>: they must keep working after types.ts moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('bulks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('bulks_merchant').on('bulks').columns(['merchant_id', 'created_at']).execute();

  await db.schema
    .alterTable('transactions')
    .addColumn('bulk_id', 'uuid', (c) => c.references('bulks.id').onDelete('set null'))
    .addColumn('product_type', 'text')
    .addColumn('gateway_code', 'text')
    .execute();

  await db.schema
    .createTable('transaction_fields')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('plugin', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('label_ar', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('transaction_fields_pk', ['merchant_id', 'plugin', 'name'])
    .execute();

  await sql`
    create function txn_set_gateway() returns trigger language plpgsql as $$
    begin
      update transactions set gateway_code = new.gateway_code
        where id = new.transaction_id and gateway_code is distinct from new.gateway_code;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger payment_attempts_gateway after insert on payment_attempts
    for each row execute function txn_set_gateway()`.execute(db);
  await sql`
    update transactions t set gateway_code = a.gateway_code
    from (select distinct on (transaction_id) transaction_id, gateway_code
          from payment_attempts order by transaction_id, created_at desc) a
    where a.transaction_id = t.id`.execute(db);

  await db.schema
    .createTable('transaction_counts')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('plugin', 'text', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    // '' for "never attempted": a primary key column cannot be null.
    .addColumn('gateway_code', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('transaction_counts_pk', [
      'merchant_id',
      'plugin',
      'deleted',
      'state',
      'currency',
      'gateway_code',
    ])
    .execute();
  await sql`
    create function txn_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        if tg_op = 'UPDATE' and new.merchant_id = old.merchant_id and new.plugin = old.plugin
           and (new.deleted_at is null) = (old.deleted_at is null) and new.state = old.state
           and new.currency = old.currency
           and coalesce(new.gateway_code, '') = coalesce(old.gateway_code, '') then
          return null;
        end if;
        update transaction_counts set n = n - 1
          where merchant_id = old.merchant_id and plugin = old.plugin
            and deleted = (old.deleted_at is not null) and state = old.state
            and currency = old.currency and gateway_code = coalesce(old.gateway_code, '');
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into transaction_counts (merchant_id, plugin, deleted, state, currency, gateway_code, n)
          values (new.merchant_id, new.plugin, new.deleted_at is not null, new.state, new.currency,
                  coalesce(new.gateway_code, ''), 1)
          on conflict (merchant_id, plugin, deleted, state, currency, gateway_code)
          do update set n = transaction_counts.n + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger transactions_count after insert or update or delete on transactions
    for each row execute function txn_count()`.execute(db);
  await sql`
    insert into transaction_counts (merchant_id, plugin, deleted, state, currency, gateway_code, n)
    select merchant_id, plugin, deleted_at is not null, state, currency, coalesce(gateway_code, ''), count(*)
    from transactions group by 1, 2, 3, 4, 5, 6`.execute(db);

  // Search text: name, email, phone digits, description, lower-cased; chr(31) keeps a term from
  // matching across two fields. Stored, so confirming a candidate is one strpos instead of
  // rebuilding the text (regexp_replace included) for every row a search visits.
  await sql`
    create function txn_search_doc(name text, email text, phone text, description text) returns text
    language sql immutable parallel safe as $$
      select lower(name) || chr(31) || lower(coalesce(email, '')) || chr(31)
        || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || chr(31) || lower(description)
    $$`.execute(db);
  await sql`
    alter table transactions add column search_doc text not null generated always as
      (txn_search_doc(customer_name, customer_email, customer_phone, description)) stored`.execute(db);
  // Repeated trigrams are left in: GIN keeps each key once anyway, and skipping the sort
  // halves the cost of every insert, index build and ANALYZE sample row.
  await sql`
    create function txn_grams(doc text) returns text[]
    language sql immutable parallel safe as $$
      select array(select substr(doc, i, 3) from generate_series(1, length(doc) - 2) as i)
    $$`.execute(db);
  await sql`create index transactions_search on transactions using gin (txn_grams(search_doc))`.execute(db);

  // Superseded by the partial, id-tie-broken ordering index below.
  await db.schema.dropIndex('transactions_merchant_plugin_created').execute();
  // Every filter column, carried in the ordering indexes (INCLUDE: not part of the order), so a
  // count of any filter mix is an index-only scan that never reads the table (list-repository.ts:
  // countListed); the state index carries them too, for state combined with the others.
  const filterColumns = [
    'state',
    'currency',
    'gateway_code',
    'unit_id',
    'created_by',
    'product_type',
    'bulk_id',
  ];
  const ordering = (name: string, columns: string[], include: string[] = []) =>
    sql`create index ${sql.id(name)} on transactions (${sql.join([
      ...columns.map((c) => sql.id(c)),
      sql`created_at desc`,
      sql`id desc`,
    ])}) ${include.length ? sql`include (${sql.join(include.map((c) => sql.id(c)))})` : sql``}
    where deleted_at is null`.execute(db);
  await ordering('transactions_list', ['merchant_id', 'plugin'], filterColumns);
  await ordering('transactions_list_all', ['merchant_id'], ['plugin', ...filterColumns]);
  await ordering(
    'transactions_list_state',
    ['merchant_id', 'plugin', 'state'],
    filterColumns.filter((c) => c !== 'state'),
  );
  for (const column of ['currency', 'gateway_code']) {
    await ordering(`transactions_list_${column}`, ['merchant_id', 'plugin', column]);
  }
  // The plugin along, so a plugin's list filtered by one of these checks it in the index.
  for (const column of ['created_by', 'unit_id', 'bulk_id', 'product_type']) {
    await ordering(`transactions_list_${column}`, ['merchant_id', column], ['plugin']);
  }
  await sql`create index transactions_state_changed on transactions
    (merchant_id, plugin, state_changed_at desc) where deleted_at is null`.execute(db);
  await sql`create index transactions_deleted on transactions
    (merchant_id, plugin, deleted_at desc, id desc) where deleted_at is not null`.execute(db);
  await sql`create index transactions_deleted_all on transactions
    (merchant_id, deleted_at desc, id desc) where deleted_at is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'transactions_deleted_all',
    'transactions_deleted',
    'transactions_state_changed',
    'transactions_list_product_type',
    'transactions_list_bulk_id',
    'transactions_list_unit_id',
    'transactions_list_created_by',
    'transactions_list_gateway_code',
    'transactions_list_currency',
    'transactions_list_state',
    'transactions_list_all',
    'transactions_list',
    'transactions_search',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema
    .createIndex('transactions_merchant_plugin_created')
    .on('transactions')
    .columns(['merchant_id', 'plugin', 'created_at'])
    .execute();
  await sql`drop function txn_grams(text)`.execute(db);
  await db.schema.alterTable('transactions').dropColumn('search_doc').execute();
  await sql`drop function txn_search_doc(text, text, text, text)`.execute(db);
  await sql`drop trigger transactions_count on transactions`.execute(db);
  await sql`drop function txn_count()`.execute(db);
  await db.schema.dropTable('transaction_counts').execute();
  await sql`drop trigger payment_attempts_gateway on payment_attempts`.execute(db);
  await sql`drop function txn_set_gateway()`.execute(db);
  await db.schema.dropTable('transaction_fields').execute();
  for (const column of ['gateway_code', 'product_type', 'bulk_id']) {
    await db.schema.alterTable('transactions').dropColumn(column).execute();
  }
  await db.schema.dropTable('bulks').execute();
}
