import { ledgerTotals } from '../../../src/domain/ledger.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { isUuid, listMovements } from '../payments/repository.ts';
import { shareMessages } from '../sms/payment-link.ts';
import type { ActionSubject } from './available.ts';

export {
  ACTION_ICONS,
  ACTION_PERMISSION,
  type ActionSubject,
  actionName,
  availableActions,
  mayUse,
} from './available.ts';

/** A transaction of the merchant as availableActions sees it, deleted or not; undefined when unknown. */
export async function findActionSubject(
  db: Db,
  config: Pick<ServerConfig, 'publicUrl'>,
  input: { id: string; plugin: PluginKind; merchantId: number },
): Promise<ActionSubject | undefined> {
  if (!isUuid(input.id)) return undefined;
  const row = await db
    .selectFrom('transactions as t')
    .innerJoin('merchants as m', 'm.id', 't.merchant_id')
    .select([
      't.id',
      't.plugin',
      't.state',
      't.amount_minor',
      't.currency',
      't.language',
      't.customer_email',
      't.customer_phone',
      't.deleted_at',
      'm.title_en',
      'm.title_ar',
    ])
    .where('t.id', '=', input.id)
    .where('t.merchant_id', '=', input.merchantId)
    .where('t.plugin', '=', input.plugin)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    plugin: input.plugin,
    state: row.state,
    currency: row.currency.trim(),
    language: row.language,
    customer_email: row.customer_email,
    customer_phone: row.customer_phone,
    deleted: row.deleted_at !== null,
    totals: ledgerTotals(await listMovements(db, row.id)),
    share: shareMessages(config, row),
  };
}

export interface RecordChange {
  id: string;
  /** Null: any plugin (bulk over all plugins, after the caller checked access). */
  plugin: string | null;
  merchantId: number;
  actor: string;
}

/**
 * Soft delete (deleted: true) or restore (false), with its activity entry in the same
 * database transaction. The UPDATE's WHERE is the guard, so racing calls change it once.
 */
export async function setDeleted(db: Db, change: RecordChange, deleted: boolean): Promise<void> {
  if (!isUuid(change.id)) throw messageError(404, 'payments.transaction_not_found');
  await db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('transactions')
      .set({ deleted_at: deleted ? new Date() : null })
      .where('id', '=', change.id)
      .where('merchant_id', '=', change.merchantId)
      .where('deleted_at', deleted ? 'is' : 'is not', null);
    if (change.plugin) update = update.where('plugin', '=', change.plugin);
    const changed = await update.returning(['id', 'plugin']).executeTakeFirst();
    if (!changed) throw messageError(404, 'payments.transaction_not_found');
    await recordActivity(handleOf(trx), {
      merchantId: change.merchantId,
      actor: change.actor,
      action: deleted ? 'activity.transaction_deleted' : 'activity.transaction_restored',
      params: { id: change.id },
      plugin: changed.plugin as PluginKind,
    });
  });
}
