import { sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { NewTransactionRow } from '../../db/types.ts';
import type { PreparedActivity } from '../activity/service.ts';
import type { UsedKey } from '../idempotency/service.ts';

/**
 * Every column a creation writes, none left optional, so a column added to transactions must
 * be named here (or among those the database fills in) before anything compiles.
 */
export type CreationRow = Required<
  Omit<
    NewTransactionRow,
    | 'created_at'
    | 'state_changed_at'
    | 'deleted_at'
    | 'bulk_id'
    | 'product_type'
    | 'gateway_code'
    // Only a settling attempt says whether a transaction is a test payment.
    | 'test_payment'
  >
>;

/**
 * The type of each creation column in the batch's JSON records. JSON columns arrive as the
 * text a single INSERT would bind, and are cast where they are written.
 */
const BATCH_COLUMNS = {
  id: 'uuid',
  merchant_id: 'integer',
  unit_id: 'integer',
  plugin: 'text',
  state: 'text',
  amount_minor: 'bigint',
  currency: 'text',
  editable_amount: 'boolean',
  customer_name: 'text',
  customer_phone: 'text',
  customer_email: 'text',
  country_code: 'text',
  additional_phone_number: 'text',
  description: 'text',
  remarks: 'jsonb',
  pg_codes: 'jsonb',
  expiration_time: 'timestamptz',
  attachment_url: 'text',
  attachment_name: 'text',
  disclaimer: 'text',
  disclaimer_ar: 'text',
  terms_en: 'text',
  terms_ar: 'text',
  multicheckout: 'jsonb',
  extra: 'jsonb',
  language: 'text',
  next_url: 'text',
  webhook_url: 'text',
  api_key_id: 'integer',
  external_reference: 'text',
  collector_id: 'uuid',
  created_by: 'integer',
} as const satisfies Record<keyof CreationRow, string>;

type BatchColumn = keyof typeof BATCH_COLUMNS;
const columnNames = Object.keys(BATCH_COLUMNS) as BatchColumn[];
const recordType = (column: BatchColumn) =>
  BATCH_COLUMNS[column] === 'jsonb' ? 'text' : BATCH_COLUMNS[column];
const castValue = (column: BatchColumn) =>
  BATCH_COLUMNS[column] === 'jsonb' ? `r.${column}::jsonb` : `r.${column}`;

/** A keyed creation's key and its answer, stored by the statement that writes the row. */
export interface KeyToStore {
  scope: string;
  key: string;
  hash: string;
  /** The answer but for its `created` time, which only the commit knows. */
  answer: Record<string, unknown>;
}

export interface BatchItem {
  row: CreationRow;
  activity: PreparedActivity | null;
  key: KeyToStore | null;
}

/** What became of one item of a batch. */
export type BatchOutcome =
  /** Written; `created` is the commit's time as the answer shows it. */
  | { kind: 'created'; created: string }
  /** Left out: these gateways are not active ones of the merchant in the currency. */
  | { kind: 'refused'; codes: string[] }
  /** Left out: its key was used before this statement began. */
  | { kind: 'used'; used: UsedKey }
  /** Left out: its key was stored by another writer meanwhile, too late for this statement to read. */
  | { kind: 'raced' };

/** The commit's time in the answer's format (toISOString's, so keyed and plain answers agree). */
const CREATED = sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The whole batch in ONE statement, so it commits once and atomically (the same
 * data-modifying WITH as a single creation): the records arrive as one JSON parameter (the
 * statement text never changes, so it stays prepared); a row naming a gateway that is not an
 * active one of the merchant in the currency is left out, and so is a row whose key is taken.
 * Each written row's activity entry and, for a keyed request, its key with its answer are
 * written beside it: a request that dies before this commit leaves nothing, not even its key.
 * The caller sends at most one item per key (two new claims of one key in one statement would
 * both pass the claim check).
 */
export async function insertCheckedTransactions(
  db: DbHandle,
  batch: ReadonlyArray<BatchItem>,
): Promise<Map<string, BatchOutcome>> {
  const now = new Date();
  // Without a key in the batch, the statement leaves out the keys' columns, lookup and claim:
  // most creations carry none, and those steps cost a batch about a fifth of its time.
  const keyed = batch.some((item) => item.key !== null);
  const records = batch.map(({ row, activity, key }) => ({
    ...row,
    log_merchant_id: activity?.merchantId ?? null,
    log_actor: activity?.actor ?? null,
    log_action: activity?.action ?? null,
    log_plugin: activity?.plugin ?? null,
    log_params: activity?.paramsJson ?? null,
    log_at: now,
    ...(keyed && {
      key_scope: key?.scope ?? null,
      key_value: key?.key ?? null,
      key_hash: key?.hash ?? null,
      key_answer: key ? JSON.stringify(key.answer) : null,
    }),
  }));
  // A row's codes no active gateway of its merchant takes in its currency; almost always none,
  // so the cheap existence test runs first and the ordered list only when there is one.
  const refusedCodes = sql`select wanted.code
    from jsonb_array_elements_text(r.pg_codes::jsonb) with ordinality as wanted(code, n)
    where not exists (
      select from gateways g
      where g.merchant_id = r.merchant_id and g.code = wanted.code and g.is_active
        and g.currency = r.currency)`;
  const { rows } = await sql<{
    id: string;
    written: boolean;
    created: string;
    refused_codes: string[];
    used_hash: string | null;
    used_state: UsedKey['state'] | null;
    used_status: number | null;
    used_body: unknown;
  }>`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${sql.raw(
        columnNames.map((column) => `${column} ${recordType(column)}`).join(', '),
      )}, log_merchant_id integer, log_actor text, log_action text, log_plugin text, log_params text, log_at timestamptz
        ${keyed ? sql`, key_scope text, key_value text, key_hash text, key_answer text` : sql``})
    ),
    ${
      keyed
        ? sql`checked as (
      select r.*, case when exists (${refusedCodes}) then array(${refusedCodes} order by wanted.n)
        else '{}'::text[] end as refused_codes
      from input r
    ),
    used as (
      -- One index lookup per keyed row: a join lets the planner scan every stored key instead.
      select k.* from input r
      cross join lateral (
        select * from idempotency_keys k where k.scope = r.key_scope and k.key = r.key_value
      ) k
      where r.key_value is not null
    ),
    claimed as (
      insert into idempotency_keys (scope, key, request_hash, state, response_status, response_body)
      select key_scope, key_value, key_hash, 'done', 201,
        key_answer::jsonb || jsonb_build_object('created', ${CREATED})
      from checked
      where key_value is not null and refused_codes = '{}'
      on conflict (scope, key) do nothing
      returning scope, key
    ),
    accepted as (
      select * from checked r
      where refused_codes = '{}' and (key_value is null
        or exists (select from claimed k where k.scope = r.key_scope and k.key = r.key_value))
    ),`
        : sql`accepted as (select * from input r where not exists (${refusedCodes})),`
    }
    created as (
      insert into transactions (${sql.raw(columnNames.join(', '))})
      select ${sql.raw(columnNames.map(castValue).join(', '))} from accepted r
      returning id
    ),
    logged as (
      insert into activity_log (merchant_id, actor, action, plugin, params, created_at)
      select log_merchant_id, log_actor, log_action, log_plugin, log_params::jsonb, log_at from accepted
      where log_action is not null
    )
    ${
      keyed
        ? sql`select r.id, c.id is not null as written, ${CREATED} as created, r.refused_codes,
      u.request_hash as used_hash, u.state as used_state, u.response_status as used_status,
      u.response_body as used_body
    from checked r
    left join created c on c.id = r.id
    left join used u on u.scope = r.key_scope and u.key = r.key_value`
        : sql`select r.id, c.id is not null as written, ${CREATED} as created,
      case when c.id is null then array(${refusedCodes} order by wanted.n) else '{}'::text[] end
        as refused_codes,
      null as used_hash, null as used_state, null as used_status, null as used_body
    from input r
    left join created c on c.id = r.id`
    }`.execute(queryable(db));
  const outcomes = new Map<string, BatchOutcome>();
  for (const row of rows) {
    outcomes.set(
      row.id,
      row.written
        ? { kind: 'created', created: row.created }
        : row.used_hash !== null && row.used_state !== null
          ? {
              kind: 'used',
              used: {
                request_hash: row.used_hash,
                state: row.used_state,
                response_status: row.used_status,
                response_body: row.used_body,
              },
            }
          : row.refused_codes.length
            ? { kind: 'refused', codes: row.refused_codes }
            : { kind: 'raced' },
    );
  }
  return outcomes;
}
