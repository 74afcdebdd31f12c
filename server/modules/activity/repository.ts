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

/** The merchant's log, newest first; with `subjectId`, only the actions on that record (params.id). */
export async function listActivity(
  db: Db,
  merchantId: number,
  limit: number,
  offset: number,
  subjectId?: string,
): Promise<{ count: number; rows: ActivityRow[] }> {
  const scoped = () => {
    const query = db.selectFrom('activity_log').where('merchant_id', '=', merchantId);
    return subjectId ? query.where(sql<boolean>`params ? 'id' and params->>'id' = ${subjectId}`) : query;
  };
  const [rows, total] = await Promise.all([
    scoped().selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    scoped().select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, rows };
}
