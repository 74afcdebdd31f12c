import type { preHandlerAsyncHookHandler } from 'fastify';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import { requireApiKey as requireApiKeyOf } from './keys.ts';

export { type ApiKeyRow, currentApiKey } from './keys.ts';

/** Route hook: `Authorization: Api-Key <key>` of a live key issued for this plugin, else 401. */
export const requireApiKey = (db: DbHandle, plugin: PluginKind): preHandlerAsyncHookHandler =>
  requireApiKeyOf(queryable(db), plugin);
