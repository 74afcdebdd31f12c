import { ACTIVITY_AREAS, type ActivityArea } from '../../../src/domain/activity-areas.ts';
import { dateFilterBound } from '../../../src/domain/business-time.ts';
import type {
  AdminActivityEntry,
  AdminActivityFilters,
  AdminActivityQuery,
} from '../../../src/domain/contracts/admin-activity.ts';
import type { ActivityEntry } from '../../../src/domain/contracts/users.ts';
import { type TransactionViewer, transactionCreatorScope } from '../../../src/domain/own-transactions.ts';
import { hasPermission, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { PLUGIN_KINDS, type PluginKind } from '../../../src/domain/plugins.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { describeActivity } from './describe.ts';
import { maskSecrets } from './mask.ts';
import type { ActivityParams } from './repository.ts';
import {
  type ActivityReader,
  type AdminActivityFilter,
  adminActivityChoices,
  insertActivities,
  insertActivity,
  listActivity,
  listAdminActivity,
  paramsJson,
} from './repository.ts';

export interface ActivityInput {
  merchantId: number;
  actor: string;
  /** A key under "activity." in locales/<lang>/server.json. */
  action: string;
  /** The description's variables, and `changes`: the fields changed, before and after. */
  params?: ActivityParams;
  /**
   * The plugin whose records the action concerns, which decides who may read the entry;
   * null for the actor's own account and for merchant-wide settings.
   */
  plugin: PluginKind | null;
}

/**
 * Call with the transaction of the action itself, so the log and the action commit together.
 * Secrets in the params are masked here, before the row is written: the log, its backups and
 * its readers never see them.
 */
export async function recordActivity(trx: DbHandle, input: ActivityInput): Promise<void> {
  await insertActivity(trx, { ...input, params: maskSecrets(input.params ?? {}) });
}

/** recordActivity for many entries at once, in one statement. */
export async function recordActivities(trx: DbHandle, inputs: readonly ActivityInput[]): Promise<void> {
  await insertActivities(
    trx,
    inputs.map((input) => ({ ...input, params: maskSecrets(input.params ?? {}) })),
  );
}

/** An entry another module's statement writes (a transaction's creation logs it in its INSERT). */
export interface PreparedActivity {
  merchantId: number;
  actor: string;
  action: string;
  plugin: PluginKind | null;
  /** Masked and well-formed, as recordActivity writes them. */
  paramsJson: string;
}

export function prepareActivity(input: ActivityInput): PreparedActivity {
  const { merchantId, actor, action, plugin } = input;
  return { merchantId, actor, action, plugin, paramsJson: paramsJson(maskSecrets(input.params ?? {})) };
}

/** The staff member reading the log. */
export interface ActivityViewer extends TransactionViewer {
  merchant_id: number;
  username: string;
}

/** A page of the merchant's log as `viewer` may read it, newest first, in the reader's language. */
export async function activityPage(
  db: DbHandle,
  viewer: ActivityViewer,
  lang: Lang,
  page: { limit: number; offset: number; transaction_id?: string },
): Promise<{ count: number; results: ActivityEntry[] }> {
  const reader: ActivityReader = viewer.is_superuser
    ? { all: true }
    : {
        all: false,
        username: viewer.username,
        plugins: PLUGIN_KINDS.filter((plugin) => hasPermission(viewer, pluginAccessPermission(plugin))),
        createdBy: transactionCreatorScope(viewer),
      };
  const { count, rows } = await listActivity(
    db,
    viewer.merchant_id,
    reader,
    page.limit,
    page.offset,
    page.transaction_id,
  );
  return {
    count,
    results: rows.map((row) => ({
      actor: row.actor,
      description: describeActivity(lang, row.action, row.params),
      timestamp: new Date(row.created_at).toISOString(),
    })),
  };
}

/** The date bounds as instants: whole Kuwait days, both included; 400 on the field otherwise. */
function adminActivityFilter(query: AdminActivityQuery): AdminActivityFilter {
  const errors: Record<string, Msg[]> = {};
  const filter: AdminActivityFilter = { actor: query.actor, area: query.area };
  if (query.from) {
    const bound = dateFilterBound(query.from, 'after');
    if (bound) filter.from = bound;
    else errors.from = [msg('transactions.invalid_date')];
  }
  if (query.to) {
    const bound = dateFilterBound(query.to, 'before');
    if (bound) filter.until = bound;
    else errors.to = [msg('transactions.invalid_date')];
  }
  if (filter.from && filter.until && filter.until <= filter.from)
    errors.to = [msg('transactions.date_before_start')];
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return filter;
}

/** A page of the Admin log: the owner's merchant's whole history, filtered, in the reader's language. */
export async function adminActivityPage(
  db: DbHandle,
  owner: { merchant_id: number },
  lang: Lang,
  query: AdminActivityQuery & { limit: number; offset: number },
): Promise<{ count: number; results: AdminActivityEntry[] }> {
  const { limit, offset } = query;
  const { count, rows } = await listAdminActivity(db, owner.merchant_id, adminActivityFilter(query), {
    limit,
    offset,
  });
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      area: row.area,
      description: describeActivity(lang, row.action, row.params),
      timestamp: new Date(row.created_at).toISOString(),
      changes: row.params.changes ?? [],
    })),
  };
}

/** The Admin log's filter choices: its actors by username, its areas in the catalogue's order. */
export async function adminActivityFilters(
  db: DbHandle,
  owner: { merchant_id: number },
): Promise<AdminActivityFilters> {
  const { actors, areas } = await adminActivityChoices(db, owner.merchant_id);
  const present = new Set<ActivityArea>(areas);
  return { actors, areas: ACTIVITY_AREAS.filter((area) => present.has(area)) };
}
