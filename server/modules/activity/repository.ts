import { sql } from 'kysely';
import { type ActivityArea, ADMINISTRATION_ACTION_PREFIXES } from '../../../src/domain/activity-areas.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { countedPage } from '../../db/counted-page.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { ActivityParams, ActivityRow } from '../../db/types.ts';

export type { ActivityParams };

/** A row to write; its params are masked already (the service's recordActivity does it). */
export interface ActivityRecord {
  merchantId: number;
  actor: string;
  action: string;
  params: ActivityParams;
  /**
   * The plugin whose records the action concerns, which decides who may read the entry;
   * null for the actor's own account and for merchant-wide settings.
   */
  plugin: PluginKind | null;
}

/**
 * Who reads the log: a superuser reads it all; other staff the sections they may open and their
 * own entries, and with `createdBy` (no view_all) of those sections only their own entries and
 * those on the transactions they created.
 */
export type ActivityReader =
  | { all: true }
  | { all: false; username: string; plugins: readonly PluginKind[]; createdBy: number | null };

/**
 * jsonb refuses a lone UTF-16 surrogate (half a character, e.g. a name cut mid-emoji), which a
 * text column takes: the log keeps U+FFFD in its place rather than fail the action it records.
 */
const wellFormed = (_name: string, value: unknown) =>
  typeof value === 'string' ? value.replace(/\p{Surrogate}/gu, '\uFFFD') : value;

/** The params as the jsonb column takes them. */
export const paramsJson = (params: ActivityParams): string => JSON.stringify(params, wellFormed);

export async function insertActivity(trx: DbHandle, record: ActivityRecord): Promise<void> {
  await queryable(trx)
    .insertInto('activity_log')
    .values({
      merchant_id: record.merchantId,
      actor: record.actor,
      action: record.action,
      params: paramsJson(record.params),
      plugin: record.plugin,
      created_at: new Date(),
    })
    .execute();
}

/** Many rows in one INSERT (a bulk dispatch's batch); same columns as insertActivity. */
export async function insertActivities(trx: DbHandle, records: readonly ActivityRecord[]): Promise<void> {
  if (records.length === 0) return;
  const createdAt = new Date();
  await queryable(trx)
    .insertInto('activity_log')
    .values(
      records.map((record) => ({
        merchant_id: record.merchantId,
        actor: record.actor,
        action: record.action,
        params: paramsJson(record.params),
        plugin: record.plugin,
        created_at: createdAt,
      })),
    )
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
    const { username, plugins, createdBy } = reader;
    const ownRecords = (createdBy: number) =>
      sql<boolean>`(actor = ${username} or params->>'id' in (select id::text from transactions
        where merchant_id = ${merchantId} and created_by = ${createdBy}))`;
    return query.where((eb) =>
      eb.or([
        ...(plugins.length
          ? [
              createdBy === null
                ? eb('plugin', 'in', plugins)
                : eb.and([eb('plugin', 'in', plugins), ownRecords(createdBy)]),
            ]
          : []),
        eb.and([eb('plugin', 'is', null), eb('actor', '=', username)]),
      ]),
    );
  };
  return countedPage(scoped(), (list) => list.selectAll().orderBy('id', 'desc'), { limit, offset });
}

/**
 * An entry's area, in SQL, by the rule of src/domain/activity-areas.ts: its plugin, else
 * administration for the actions named so, else the actor's own account.
 */
const AREA = sql<ActivityArea>`case
  when plugin is not null then plugin
  when ${sql.join(
    ADMINISTRATION_ACTION_PREFIXES.map((prefix) => sql`starts_with(action, ${prefix})`),
    sql` or `,
  )} then 'administration'
  else 'account' end`;

export interface AdminActivityFilter {
  actor?: string;
  area?: ActivityArea;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

/** The merchant's whole log (its owners read it all), filtered, newest first, with each entry's area. */
export async function listAdminActivity(
  handle: DbHandle,
  merchantId: number,
  filter: AdminActivityFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: (ActivityRow & { area: ActivityArea })[] }> {
  let query = queryable(handle).selectFrom('activity_log').where('merchant_id', '=', merchantId);
  if (filter.actor) query = query.where('actor', '=', filter.actor);
  if (filter.area) query = query.where(AREA, '=', filter.area);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.until) query = query.where('created_at', '<', filter.until);
  return countedPage(query, (list) => list.selectAll().select(AREA.as('area')).orderBy('id', 'desc'), page);
}

/** Who and which areas appear in the merchant's log, for the filters' choices. */
export async function adminActivityChoices(
  handle: DbHandle,
  merchantId: number,
): Promise<{ actors: string[]; areas: ActivityArea[] }> {
  const db = queryable(handle);
  const [actors, areas] = await Promise.all([
    db
      .selectFrom('activity_log')
      .select('actor')
      .distinct()
      .where('merchant_id', '=', merchantId)
      .orderBy('actor')
      .execute(),
    db
      .selectFrom('activity_log')
      .select(AREA.as('area'))
      .distinct()
      .where('merchant_id', '=', merchantId)
      .execute(),
  ]);
  return { actors: actors.map((row) => row.actor), areas: areas.map((row) => row.area) };
}
