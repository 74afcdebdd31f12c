import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ActivityRow } from '../../db/types.ts';

export interface ActivityInput {
  merchantId: number;
  actor: string;
  /** A key under "activity." in locales/<lang>/server.json. */
  action: string;
  params?: Record<string, string>;
}

/** Call with the transaction of the action itself, so the log and the action commit together. */
export async function recordActivity(trx: Db, input: ActivityInput): Promise<void> {
  await trx
    .insertInto('activity_log')
    .values({
      merchant_id: input.merchantId,
      actor: input.actor,
      action: input.action,
      params: JSON.stringify(input.params ?? {}),
      created_at: new Date(),
    })
    .execute();
}

export async function listActivity(
  db: Db,
  merchantId: number,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: ActivityRow[] }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('activity_log')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('activity_log')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, rows };
}
