import { sql } from 'kysely';
import type { AttentionFilter, AttentionState } from '../../../src/domain/payment-attention.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';

/**
 * A row of the list with what staff need to decide: the transaction, the attempt, its gateway,
 * and how its giving back (a refund, or a hold's release) stands at the provider.
 */
function listQuery(db: DbHandle, merchantId: number) {
  return queryable(db)
    .selectFrom('payment_attention as pa')
    .innerJoin('transactions as t', 't.id', 'pa.transaction_id')
    .innerJoin('payment_attempts as a', 'a.id', 'pa.attempt_id')
    .leftJoin('gateways as g', (join) =>
      join.onRef('g.code', '=', 'a.gateway_code').onRef('g.merchant_id', '=', 'pa.merchant_id'),
    )
    .where('pa.merchant_id', '=', merchantId);
}

const byFilter = (filter: AttentionFilter) =>
  filter === 'open'
    ? (['open'] as const)
    : filter === 'resolved'
      ? (['refunded', 'applied', 'voided'] as const)
      : null;

export async function listAttention(
  db: DbHandle,
  merchantId: number,
  query: { state: AttentionFilter; limit: number; offset: number; id?: string; attemptId?: string },
) {
  const states = byFilter(query.state);
  const base = listQuery(db, merchantId)
    .$if(states !== null, (q) => q.where('pa.state', 'in', states ?? []))
    .$if(query.id !== undefined, (q) => q.where('pa.id', '=', query.id ?? ''))
    .$if(query.attemptId !== undefined, (q) => q.where('pa.attempt_id', '=', query.attemptId ?? ''));
  const [rows, total] = await Promise.all([
    base
      .select([
        'pa.id',
        'pa.reason',
        'pa.state',
        'pa.created_at',
        'pa.resolved_by',
        'pa.resolved_at',
        'pa.transaction_id',
        't.state as transaction_state',
        't.plugin',
        'a.id as attempt_id',
        'a.state as attempt_state',
        'a.total_minor',
        'a.currency',
        'a.gateway_code',
        'a.provider_refs',
        'g.name_en as gateway_name_en',
        'g.name_ar as gateway_name_ar',
      ])
      .select((eb) =>
        eb
          .selectFrom('money_movements as m')
          .select('m.status')
          .whereRef('m.attempt_id', '=', 'a.id')
          .where('m.kind', 'in', ['refund', 'void'])
          .orderBy('m.id', 'desc')
          .limit(1)
          .as('refund_status'),
      )
      .orderBy('pa.created_at', 'desc')
      .orderBy('pa.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export type AttentionRecord = Awaited<ReturnType<typeof listAttention>>['rows'][number];

export async function findAttentionItem(
  db: DbHandle,
  merchantId: number,
  name: { id: string } | { attemptId: string },
) {
  const { rows } = await listAttention(db, merchantId, { state: 'all', limit: 1, offset: 0, ...name });
  return rows[0];
}

export async function countOpenAttention(db: DbHandle, merchantId: number): Promise<number> {
  const row = await queryable(db)
    .selectFrom('payment_attention')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('state', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The row, locked: the one place two presses of a button meet, so only one resolves it. */
export async function lockAttention(trx: DbHandle, merchantId: number, id: string) {
  return queryable(trx)
    .selectFrom('payment_attention')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markAttention(
  trx: DbHandle,
  id: string,
  state: AttentionState,
  by: string | null,
  at: Date | null,
): Promise<void> {
  await queryable(trx)
    .updateTable('payment_attention')
    .set({ state, resolved_by: by, resolved_at: at })
    .where('id', '=', id)
    .execute();
}

/** The merchant's active owners with an email, in the language each chose, and the merchant's names. */
export async function ownersToTell(db: DbHandle, merchantId: number) {
  return queryable(db)
    .selectFrom('users as u')
    .innerJoin('merchants as m', 'm.id', 'u.merchant_id')
    .select(['u.email', 'u.lang', 'm.title_en', 'm.title_ar', 'm.admin_url'])
    .where('u.merchant_id', '=', merchantId)
    .where('u.is_superuser', '=', true)
    .where('u.is_active', '=', true)
    .where(sql<boolean>`u.email <> ''`)
    .execute();
}
