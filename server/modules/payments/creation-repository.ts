import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NewTransactionRow, TransactionRow } from '../../db/types.ts';
import type { ActivityInput } from '../activity/repository.ts';

/**
 * Every column a creation writes, none left optional, so a column added to transactions must
 * be named here (or among those the database fills in) before anything compiles.
 */
export type CreationRow = Required<
  Omit<
    NewTransactionRow,
    'created_at' | 'state_changed_at' | 'deleted_at' | 'bulk_id' | 'product_type' | 'gateway_code'
  >
>;

/** What the creation routes answer with. */
export type CreatedRow = Pick<TransactionRow, 'id' | 'plugin' | 'expiration_time' | 'created_at'>;

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

/**
 * The whole batch in ONE statement, so it commits once and atomically (the same
 * data-modifying WITH as a single creation): the records arrive as one JSON parameter (the
 * statement text never changes, so it stays prepared), rows naming a gateway that is not an
 * active one of the merchant in the currency are left out, and each inserted row's activity
 * entry is written beside it. Returns what a creation answers with, for the inserted rows
 * only (a left-out id is simply missing): a full row would be parsed fifty times for nothing.
 */
export async function insertCheckedTransactions(
  db: Db,
  batch: ReadonlyArray<{ row: CreationRow; activity: ActivityInput | null }>,
): Promise<CreatedRow[]> {
  const now = new Date();
  const records = batch.map(({ row, activity }) => ({
    ...row,
    log_merchant_id: activity?.merchantId ?? null,
    log_actor: activity?.actor ?? null,
    log_action: activity?.action ?? null,
    log_params: activity ? JSON.stringify(activity.params ?? {}) : null,
    log_at: now,
  }));
  const { rows } = await sql<CreatedRow>`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${sql.raw(
        columnNames.map((column) => `${column} ${recordType(column)}`).join(', '),
      )}, log_merchant_id integer, log_actor text, log_action text, log_params text, log_at timestamptz)
    ),
    accepted as (
      select * from input r
      where not exists (
        select from jsonb_array_elements_text(r.pg_codes::jsonb) as wanted(code)
        where not exists (
          select from gateways g
          where g.merchant_id = r.merchant_id and g.code = wanted.code and g.is_active
            and g.currency = r.currency))
    ),
    created as (
      insert into transactions (${sql.raw(columnNames.join(', '))})
      select ${sql.raw(columnNames.map(castValue).join(', '))} from accepted r
      returning id, plugin, expiration_time, created_at
    ),
    logged as (
      insert into activity_log (merchant_id, actor, action, params, created_at)
      select log_merchant_id, log_actor, log_action, log_params::jsonb, log_at from accepted
      where log_action is not null
    )
    select * from created`.execute(db);
  return rows;
}
