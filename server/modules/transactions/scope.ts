import type { TransactionScope } from '../../../src/domain/contracts/transactions.ts';
import {
  hasPermission,
  type PermissionHolder,
  pluginAccessPermission,
} from '../../../src/domain/permissions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { installedPlugins } from '../merchant/service.ts';

/**
 * The plugins a `{scope}` path lists for this user: its own plugin (403 without
 * access_<plugin>, 404 when the merchant has not installed it), or for `all` every
 * installed plugin the user may access (403 when there is none).
 */
export async function scopePlugins(
  db: Db,
  user: PermissionHolder & { merchant_id: number },
  scope: TransactionScope,
): Promise<PluginKind[]> {
  if (scope !== 'all' && !hasPermission(user, pluginAccessPermission(scope))) {
    throw messageError(403, 'errors.forbidden');
  }
  const installed = (await installedPlugins(handleOf(db), user.merchant_id)).map((item) => item.plugin);
  if (scope !== 'all') {
    if (!installed.includes(scope)) throw messageError(404, 'errors.not_found');
    return [scope];
  }
  const plugins = installed.filter((plugin) => hasPermission(user, pluginAccessPermission(plugin)));
  if (!plugins.length) throw messageError(403, 'errors.forbidden');
  return plugins;
}
