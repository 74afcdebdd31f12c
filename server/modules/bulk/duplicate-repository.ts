import { sql } from 'kysely';
import type { BulkRowFields } from '../../../src/domain/bulk-rows.ts';
import { UNPAID_OPEN_STATES } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';

/**
 * Each (row, link) pair where a row the upload would still bill (valid, kept, not made)
 * matches a link of the merchant's OTHER uploads that its customer still owes: same amount
 * and currency, and the same email (case-insensitively) or the same E.164 phone the row rule
 * made. Email and phone are two joins in a UNION, not one OR: each is then a hash join on
 * (customer, amount), so 100,000 rows against 100,000 links are one pass over each, even when
 * a whole file bills the same amount (an OR left the planner joining on amount alone and
 * filtering 10^10 pairs). `bulk_id is not null and deleted_at is null` is the partial indexes'
 * predicate (migration 20261130005000) for uploads with few rows.
 */
function matchingPairs(merchantId: number, uploadId: string) {
  const link = sql`t.merchant_id = ${merchantId}
    and t.bulk_id is not null and t.deleted_at is null and t.bulk_id <> ${uploadId}
    and t.amount_minor = (r.fields->>'amount_minor')::bigint
    and t.currency = r.fields->>'currency_code'
    and t.state in (${sql.join(UNPAID_OPEN_STATES)})
    and (t.expiration_time is null or t.expiration_time > now())`;
  const row = sql`r.upload_id = ${uploadId} and not r.deleted and r.fields is not null
    and r.transaction_id is null and r.dispatch_failure is null`;
  return sql`
    select r.id as row_id, t.id, t.bulk_id, t.created_at from bulk_upload_rows r
      join transactions t on lower(t.customer_email) = lower(r.fields->>'email') and ${link}
      where ${row}
    union
    select r.id as row_id, t.id, t.bulk_id, t.created_at from bulk_upload_rows r
      join transactions t on t.customer_phone = r.fields->>'phone' and ${link}
      where ${row}`;
}

export async function countMatchingRows(
  handle: DbHandle,
  merchantId: number,
  uploadId: string,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(distinct p.row_id)::int as n from (${matchingPairs(merchantId, uploadId)}) p`.execute(
    queryable(handle),
  );
  return rows[0]?.n ?? 0;
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

/** A page of the matching rows in file order, each with the newest link it matches and how many. */
export async function listMatchingRows(
  handle: DbHandle,
  merchantId: number,
  uploadId: string,
  page: { limit: number; offset: number },
): Promise<MatchRow[]> {
  const { rows } = await sql<MatchRow>`
    with p as (${matchingPairs(merchantId, uploadId)}),
    newest as (
      select distinct on (p.row_id) p.row_id, p.id, p.bulk_id, p.created_at,
        (count(*) over (partition by p.row_id))::int as links
      from p order by p.row_id, p.created_at desc, p.id desc)
    select r.id as row_id, r.row_number, r.fields, n.id as transaction_id, n.bulk_id as upload_id,
      u.file_name, n.created_at as sent_at, n.links
    from newest n
    join bulk_upload_rows r on r.id = n.row_id
    join bulk_uploads u on u.id = n.bulk_id
    order by r.row_number, r.id
    limit ${page.limit} offset ${page.offset}`.execute(queryable(handle));
  return rows;
}
