import type { ActivityEntry } from '../../../src/domain/contracts/users.ts';
import { hasPermission, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { PLUGIN_KINDS } from '../../../src/domain/plugins.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Lang } from '../../lib/i18n.ts';
import { describeActivity } from './describe.ts';
import { type ActivityReader, listActivity } from './repository.ts';

export { type ActivityChange, type ActivityInput, recordActivity } from './repository.ts';

/** The staff member reading the log. */
export interface ActivityViewer {
  merchant_id: number;
  username: string;
  is_superuser: boolean;
  permissions: readonly string[];
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
