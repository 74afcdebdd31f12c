import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * A year of realistic transactions for the dashboard's lists and charts, generated inside
 * the database with set-based SQL: one temporary table per chunk computed from
 * generate_series, then three INSERT … SELECTs (transactions, attempts, ledger). No row
 * travels to Node, so 5,000 rows take well under a second on PGlite and 1,000,000 a
 * minute or so on PostgreSQL.
 *
 * Every choice (plugin, state, gateway, amount, time, customer) comes from hashint8 of
 * the row number and the seed, so the same seed and `now` give the same data (ids aside).
 */
export interface HistoryOptions {
  merchantId: number;
  count: number;
  seed?: number;
  now?: Date;
}

/** Rows per statement: bounds the temporary table's memory at a million rows. */
const CHUNK = 100_000;

/** Cumulative weights: payment requests and food orders are most of a Gulf merchant's sales. */
const PLUGINS: [string, number][] = [
  ['payment_request', 0.3],
  ['food_ordering', 0.55],
  ['catalogue', 0.65],
  ['e_commerce', 0.73],
  ['customer_payment', 0.8],
  ['event', 0.87],
  ['bulk', 0.92],
  ['shopify', 0.97],
  ['session', 1],
];

/** Cumulative weights of the final states; paid dominates as in a healthy store. */
const STATES: [string, number][] = [
  ['paid', 0.64],
  ['failed', 0.73],
  ['expired', 0.79],
  ['created', 0.85],
  ['attempted', 0.89],
  ['canceled', 0.93],
  ['cod', 0.97],
  ['authorized', 1],
];

const FIRST_EN = [
  'Ahmad',
  'Fatima',
  'Mohammed',
  'Noura',
  'Khalid',
  'Sara',
  'Yousef',
  'Maryam',
  'Omar',
  'Layla',
];
const FIRST_AR = ['أحمد', 'فاطمة', 'محمد', 'نورة', 'خالد', 'سارة', 'يوسف', 'مريم', 'عمر', 'ليلى'];
const FIRST_OTHER = ['John', 'Emily', 'Rahul', 'Priya', 'Maria', 'David'];
const LAST_EN = ['Al-Sabah', 'Al-Mutairi', 'Al-Ajmi', 'Al-Enezi', 'Al-Rashidi', 'Al-Kandari'];
const LAST_AR = ['الصباح', 'المطيري', 'العجمي', 'العنزي', 'الرشيدي', 'الكندري'];
const LAST_OTHER = ['Smith', 'Fernandes', 'Sharma', 'Haddad'];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'example.com.kw'];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/** CASE picking a label from cumulative weights by a uniform [0,1) expression. */
function weighted(r: RawBuilder<unknown>, table: [string, number][]) {
  const arms = table.map(([value, upTo]) => sql`when ${r} < ${sql.lit(upTo)} then ${sql.lit(value)}`);
  return sql`(case ${sql.join(arms, sql` `)} end)`;
}

export async function generateHistory(db: Db, options: HistoryOptions): Promise<void> {
  const { merchantId, count } = options;
  if (!Number.isSafeInteger(merchantId) || !Number.isSafeInteger(count) || count < 0) {
    throw new RangeError('generateHistory: merchantId and count must be integers');
  }
  const seed = Math.trunc(options.seed ?? 1);
  const now = (options.now ?? new Date()).toISOString();
  if (count === 0) return;
  await sql`
    insert into bulks (merchant_id, name, created_at)
    select ${merchantId}, 'Monthly invoices ' || to_char(d, 'Mon YYYY'), d
    from generate_series(${now}::timestamptz - interval '5 months', ${now}::timestamptz, interval '1 month') d
  `.execute(db);
  const superuser = await isSuperuser(db);
  for (let start = 1; start <= count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK - 1);
    await db.transaction().execute(async (trx) => {
      // Foreign-key triggers run one query per inserted row (about 1 ms each on PGlite); the
      // rows reference only ids read from the same tables in this transaction, so a
      // superuser skips them for these inserts. Others keep the checks, just slower.
      if (superuser) await sql`set local session_replication_role = replica`.execute(trx);
      await sql`${buildTable(merchantId, seed, now, start, end)}`.execute(trx);
      await sql`${insertTransactions(merchantId)}`.execute(trx);
      // What the skipped count trigger (migration 20260401000000) would have added, in one go.
      if (superuser) await sql`${addCounts(merchantId)}`.execute(trx);
      await sql`${insertAttempts()}`.execute(trx);
      await sql`${insertMovements()}`.execute(trx);
      await sql`drop table demo_history`.execute(trx);
    });
  }
  // Fresh statistics so the planner sees the new rows at once (the dashboard's first queries),
  // and a visibility map so capped list counts are index-only scans (PGlite has no autovacuum).
  await sql`vacuum analyze transactions, payment_attempts, money_movements`.execute(db);
}

async function isSuperuser(db: Db): Promise<boolean> {
  const result = await sql<{ super: boolean }>`
    select rolsuper as super from pg_roles where rolname = current_user`.execute(db);
  return result.rows[0]?.super === true;
}

function buildTable(merchantId: number, seed: number, now: string, start: number, end: number) {
  // r(k): the k-th independent uniform [0,1) number of row n.
  const r = (k: number) =>
    sql.raw(`((abs(hashint8(n * 32 + ${k} + ${seed} * 1000003)) % 1000000) / 1000000.0::float8)`);
  const at = sql`${sql.lit(now)}::timestamptz`;
  const m = sql.lit(merchantId);
  return sql`
    create temp table demo_history on commit drop as
    with base as (
      select n,
        ${weighted(r(1), PLUGINS)} as plugin,
        ${weighted(r(2), STATES)} as state,
        ${r(3)} < 0.15 as usd,
        ${r(4)} as r_amount,
        -- Age skewed towards now: recent months hold more transactions than old ones.
        (365 * 86400 * power(${r(5)}, 1.7))::int as age_s,
        (60 + ${r(6)} * 7140)::int as settle_s,
        ${r(7)} as r_gateway,
        ${r(8)} < 0.3 as arabic,
        1 + (${r(9)} * 10)::int % 10 as first_i,
        1 + (${r(10)} * 6)::int % 6 as last_i,
        ${r(11)} < 0.25 as foreigner,
        ${r(12)} as r_contact,
        ${r(13)} as r_unit,
        ${r(14)} as r_refund,
        ${r(15)} as r_misc
      from generate_series(${sql.lit(start)}::bigint, ${sql.lit(end)}::bigint) as n
    ), ctx as (
      select (select array_agg(id order by id) from units where merchant_id = ${m}) as unit_ids,
        (select array_agg(id order by created_at) from bulks where merchant_id = ${m}) as bulk_ids,
        (select min(id) from users where merchant_id = ${m}) as staff_id
    ), picked as (
      select b.*,
        case
          when state in ('authorized', 'canceled') then 'card'
          when state = 'cod' then 'cod'
          when state in ('created', 'expired') then null
          when r_gateway < 0.45 then 'knet'
          when r_gateway < 0.75 then 'kpay'
          else 'card'
        end as gateway,
        case when usd then 'USD' else 'KWD' end as currency,
        -- Log-uniform: KWD 1–250 in steps of 0.250; USD 5–500 in cents.
        case when usd then greatest(500, (exp(ln(500) + r_amount * ln(100)))::bigint)
          else greatest(250, ((exp(ln(1000) + r_amount * ln(250)) / 250)::bigint * 250)) end as amount_minor,
        ${at} - make_interval(secs => age_s) as created_at
      from base b
    )
    select p.*,
      gen_random_uuid128() as id,
      gen_random_uuid128() as attempt_id,
      coalesce(g.fee_fixed_minor + (p.amount_minor * g.fee_bp + 5000) / 10000, 0) as fee_minor,
      least(${at}, p.created_at + make_interval(secs => case when p.state = 'expired' then 259200 else settle_s end))
        as state_changed_at,
      p.created_at + make_interval(secs => settle_s / 2) as attempted_at,
      least(${at}, p.created_at + make_interval(secs => settle_s + (r_misc * 864000)::int)) as refunded_at,
      case
        when arabic and not foreigner then (${textArray(FIRST_AR)})[first_i] || ' ' || (${textArray(LAST_AR)})[last_i]
        when foreigner then (${textArray(FIRST_OTHER)})[1 + first_i % 6] || ' ' || (${textArray(LAST_OTHER)})[1 + last_i % 4]
        else (${textArray(FIRST_EN)})[first_i] || ' ' || (${textArray(LAST_EN)})[last_i]
      end as customer_name,
      case when r_contact < 0.08 then null else
        lower(case when foreigner then (${textArray(FIRST_OTHER)})[1 + first_i % 6] else (${textArray(FIRST_EN)})[first_i] end)
        || '.' || lower(replace(case when foreigner then (${textArray(LAST_OTHER)})[1 + last_i % 4]
          else (${textArray(LAST_EN)})[last_i] end, '-', ''))
        || (n % 97) || '@' || (${textArray(DOMAINS)})[1 + n % 4]
      end as customer_email,
      case when r_contact > 0.9 then null else
        '+965' || (array['5','6','9'])[1 + n % 3] || lpad((abs(hashint8(n + ${sql.lit(seed)})) % 10000000)::text, 7, '0')
      end as customer_phone,
      case when p.r_unit >= 0.2 then
        c.unit_ids[1 + (p.r_unit * 100)::int % cardinality(c.unit_ids)] end as unit_id,
      -- Staff create payment requests, bulk invoices and counter payments; customers the rest.
      case when p.plugin in ('payment_request', 'bulk', 'customer_payment') then c.staff_id end as created_by,
      c.staff_id,
      case when p.plugin = 'bulk' then c.bulk_ids[1 + (p.r_unit * 1000)::int % cardinality(c.bulk_ids)] end
        as bulk_id,
      case p.plugin
        when 'catalogue' then (array['Electronics', 'Fashion', 'Home & living'])[1 + n % 3]
        when 'food_ordering' then (array['Meals', 'Drinks', 'Desserts'])[1 + n % 3]
      end as product_type,
      case when arabic and not foreigner then 'ar' else 'en' end as language,
      p.state = 'paid' and p.r_refund < 0.06 as refunded
    from picked p
    cross join ctx c
    left join gateways g on g.merchant_id = ${m} and g.code = p.gateway`;
}

function insertTransactions(merchantId: number) {
  const descriptions = sql.raw(`case plugin
      when 'food_ordering' then 'Food order #' || (10000 + n)
      when 'catalogue' then 'Catalogue order #' || (10000 + n)
      when 'event' then 'Event tickets #' || (10000 + n)
      when 'bulk' then 'Bulk invoice #' || (10000 + n)
      when 'e_commerce' then 'Online store order #' || (10000 + n)
      when 'shopify' then 'Shopify order #' || (10000 + n)
      when 'session' then 'Session payment #' || (10000 + n)
      when 'customer_payment' then 'Counter payment #' || (10000 + n)
      else 'Invoice #' || (10000 + n) end`);
  return sql`
    insert into transactions (id, merchant_id, unit_id, plugin, state, amount_minor, currency,
      customer_name, customer_phone, customer_email, description, pg_codes, expiration_time,
      language, created_by, created_at, state_changed_at, bulk_id, product_type, gateway_code)
    select id, ${sql.lit(merchantId)}, unit_id, plugin, state, amount_minor, currency,
      customer_name, customer_phone, customer_email, ${descriptions},
      '["knet","kpay","card"]'::jsonb,
      case when state = 'expired' then state_changed_at end,
      language, created_by, created_at, state_changed_at, bulk_id, product_type, gateway
    from demo_history`;
}

function addCounts(merchantId: number) {
  return sql`
    insert into transaction_counts (merchant_id, plugin, deleted, state, currency, gateway_code, n)
    select ${sql.lit(merchantId)}, plugin, false, state, currency, coalesce(gateway, ''), count(*)
    from demo_history group by plugin, state, currency, gateway
    on conflict (merchant_id, plugin, deleted, state, currency, gateway_code)
    do update set n = transaction_counts.n + excluded.n`;
}

function insertAttempts() {
  return sql`
    insert into payment_attempts (id, transaction_id, gateway_code, amount_minor, fee_minor, total_minor,
      currency, state, gateway_reference, lang, created_at, updated_at)
    select attempt_id, id, gateway, amount_minor, fee_minor, amount_minor + fee_minor, currency,
      case state when 'attempted' then 'canceled' else state end,
      'demo-' || n, language, attempted_at, state_changed_at
    from demo_history where gateway is not null`;
}

/** The ledger as the pay flow and money actions write it (src/domain/ledger.ts). */
function insertMovements() {
  return sql`
    insert into money_movements (transaction_id, attempt_id, kind, amount_minor, created_by, created_at)
    select id, attempt_id, m.kind, m.amount_minor, m.created_by, m.created_at
    from demo_history h
    cross join lateral (values
      -- Card gateways hold first: an authorisation, then a capture (paid) or a void (canceled).
      (case when gateway = 'card' and state in ('paid', 'authorized', 'canceled') then 'authorization' end,
        amount_minor + fee_minor, null::int, case when state = 'authorized' then state_changed_at else attempted_at end),
      (case when gateway = 'card' and state = 'paid' then 'capture' end,
        amount_minor + fee_minor, staff_id, state_changed_at),
      (case when gateway = 'card' and state = 'canceled' then 'void' end,
        amount_minor + fee_minor, staff_id, state_changed_at),
      (case when gateway in ('knet', 'kpay') and state = 'paid' then 'payment' end,
        amount_minor + fee_minor, null::int, state_changed_at),
      -- A few paid rows were refunded later, in full or half.
      (case when refunded then 'refund' end,
        case when r_misc < 0.4 then amount_minor + fee_minor else greatest(1, (amount_minor + fee_minor) / 2) end,
        staff_id, refunded_at)
    ) as m(kind, amount_minor, created_by, created_at)
    where m.kind is not null`;
}
