import { sql } from 'kysely';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { ActivityRow } from '../../db/types.ts';

/** One field an entry changed, as it was and as it became (issue 18: the admin log shows both). */
export interface ActivityChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface ActivityInput {
  merchantId: number;
  actor: string;
  /** A key under "activity." in locales/<lang>/server.json. */
  action: string;
  params?: Record<string, string | readonly ActivityChange[]>;
  /**
   * The plugin whose records the action concerns, which decides who may read the entry;
   * null for the actor's own account and for merchant-wide settings.
   */
  plugin: PluginKind | null;
}

/** Who reads the log: a superuser reads it all; other staff the sections they may open and their own entries. */
export type ActivityReader = { all: true } | { all: false; username: string; plugins: readonly PluginKind[] };

/** Call with the transaction of the action itself, so the log and the action commit together. */
export async function recordActivity(trx: DbHandle, input: ActivityInput): Promise<void> {
  await queryable(trx)
    .insertInto('activity_log')
    .values({
      merchant_id: input.merchantId,
      actor: input.actor,
      action: input.action,
      params: JSON.stringify(input.params ?? {}),
      plugin: input.plugin,
      created_at: new Date(),
    })
    .execute();
}

/**
 * The merchant's log as `reader` may read it, newest first; with `subjectId`, only the actions
 * on that record (params.id).
 */
export async function listActivity(
  handle: DbHandle,
  merchantId: number,
  reader: ActivityReader,
  limit: number,
  offset: number,
  subjectId?: string,
): Promise<{ count: number; rows: ActivityRow[] }> {
  const db = queryable(handle);
  const scoped = () => {
    let query = db.selectFrom('activity_log').where('merchant_id', '=', merchantId);
    if (subjectId) query = query.where(sql<boolean>`params ? 'id' and params->>'id' = ${subjectId}`);
    if (reader.all) return query;
    const { username, plugins } = reader;
    return query.where((eb) =>
      eb.or([
        ...(plugins.length ? [eb('plugin', 'in', plugins)] : []),
        eb.and([eb('plugin', 'is', null), eb('actor', '=', username)]),
      ]),
    );
  };
  const [rows, total] = await Promise.all([
    scoped().selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    scoped().select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, rows };
}
