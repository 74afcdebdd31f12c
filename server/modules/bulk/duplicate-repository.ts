import { type Expression, type SqlBool, sql } from 'kysely';
import type { BulkRowFields } from '../../../src/domain/bulk-rows.ts';
import { UNPAID_OPEN_STATES } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';

/**
 * The links of the merchant's OTHER uploads a customer still owes, matching the row `r` on
 * amount, currency and customer (email case-insensitively, or the E.164 phone the row rule
 * made). `bulk_id is not null and deleted_at is null` are the partial indexes' own predicate
 * (migration 20261130005000), so each row is one or two index probes, not a scan.
 */
const openLinksOf = (merchantId: number, uploadId: string) => sql<SqlBool>`
  t.merchant_id = ${merchantId}
  and t.bulk_id is not null and t.deleted_at is null and t.bulk_id <> ${uploadId}
  and t.amount_minor = (r.fields->>'amount_minor')::bigint
  and t.currency = r.fields->>'currency_code'
  and (lower(t.customer_email) = lower(r.fields->>'email') or t.customer_phone = r.fields->>'phone')
  and t.state in (${sql.join(UNPAID_OPEN_STATES)})
  and (t.expiration_time is null or t.expiration_time > now())`;

/** The upload's rows a dispatch would still bill: valid, kept, not yet made. */
const rowsToBill = (handle: DbHandle, uploadId: string) =>
  queryable(handle)
    .selectFrom('bulk_upload_rows as r')
    .where('r.upload_id', '=', uploadId)
    .where('r.deleted', '=', false)
    .where('r.fields', 'is not', null)
    .where('r.transaction_id', 'is', null)
    .where('r.dispatch_failure', 'is', null);

export async function countMatchingRows(
  handle: DbHandle,
  merchantId: number,
  uploadId: string,
): Promise<number> {
  const matching: Expression<SqlBool> = sql<SqlBool>`exists (select 1 from transactions t where ${openLinksOf(merchantId, uploadId)})`;
  const row = await rowsToBill(handle, uploadId)
    .where(matching)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface MatchRow {
  row_id: string;
  row_number: number;
  fields: BulkRowFields;
  transaction_id: string;
  upload_id: string;
  file_name: string;
  sent_at: Date | string;
  links: number;
}

/** A page of the matching rows in file order, each with the newest link it matches. */
export async function listMatchingRows(
  handle: DbHandle,
  merchantId: number,
  uploadId: string,
  page: { limit: number; offset: number },
): Promise<MatchRow[]> {
  const rows = await rowsToBill(handle, uploadId)
    .innerJoinLateral(
      () =>
        sql<{ id: string; bulk_id: string; created_at: Date; links: number }>`(
          select t.id, t.bulk_id, t.created_at, (count(*) over ())::int as links
          from transactions t where ${openLinksOf(merchantId, uploadId)}
          order by t.created_at desc, t.id desc limit 1)`.as('m'),
      (join) => join.onTrue(),
    )
    .innerJoin('bulk_uploads as u', 'u.id', 'm.bulk_id')
    .select([
      'r.id as row_id',
      'r.row_number',
      'r.fields',
      'm.id as transaction_id',
      'm.bulk_id as upload_id',
      'u.file_name',
      'm.created_at as sent_at',
      'm.links',
    ])
    .orderBy('r.row_number')
    .orderBy('r.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows as MatchRow[];
}
