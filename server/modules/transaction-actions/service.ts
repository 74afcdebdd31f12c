import type { TransactionScope } from '../../../src/domain/contracts/transactions.ts';
import { ledgerTotals } from '../../../src/domain/ledger.ts';
import { type TransactionViewer, transactionCreatorScope } from '../../../src/domain/own-transactions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import type { ServerConfig } from '../../config.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { type SendLinkInput, sendPaymentLink, shareMessages, shareTexts } from '../payment-link/service.ts';
import { isUuid, listMovements } from '../payments/service.ts';
import type { ActionSubject } from './available.ts';
import { findActionSubjectRow, findBulkTarget, markDeleted, type Reach } from './repository.ts';

export { sentMessageKey } from '../payment-link/service.ts';
export { beginMoneyAction, finishMoneyAction, moneyAction } from '../payments/service.ts';
export {
  ACTION_ICONS,
  ACTION_PERMISSION,
  type ActionSubject,
  actionName,
  availableActions,
  mayUse,
} from './available.ts';

/** The member acting: their merchant's transactions (their own without view_all), logged under their name. */
export type Member = TransactionViewer & { merchant_id: number; username: string };

const reachOf = (user: Member): Reach => ({
  merchantId: user.merchant_id,
  createdBy: transactionCreatorScope(user),
});

/** A transaction within the member's reach as availableActions sees it, deleted or not; undefined when unknown. */
export async function findActionSubject(
  db: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  input: { id: string; plugin: PluginKind; user: Member },
): Promise<ActionSubject | undefined> {
  if (!isUuid(input.id)) return undefined;
  const row = await findActionSubjectRow(db, {
    id: input.id,
    plugin: input.plugin,
    reach: reachOf(input.user),
  });
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
    share: shareMessages(config, row, await shareTexts(db, input.user.merchant_id)),
  };
}

export interface RecordChange {
  id: string;
  /** Null: any plugin (bulk over all plugins, after the caller checked access). */
  plugin: string | null;
  user: Member;
}

/**
 * Soft delete (deleted: true) or restore (false), with its activity entry in the same
 * database transaction. The UPDATE's WHERE is the guard, so racing calls change it once.
 */
export async function setDeleted(db: DbHandle, change: RecordChange, deleted: boolean): Promise<void> {
  if (!isUuid(change.id)) throw messageError(404, 'payments.transaction_not_found');
  await inTransaction(db, async (trx) => {
    const plugin = await markDeleted(
      trx,
      { id: change.id, plugin: change.plugin, reach: reachOf(change.user) },
      deleted,
    );
    if (plugin === undefined) throw messageError(404, 'payments.transaction_not_found');
    await recordActivity(trx, {
      merchantId: change.user.merchant_id,
      actor: change.user.username,
      action: deleted ? 'activity.transaction_deleted' : 'activity.transaction_restored',
      params: { id: change.id },
      plugin: plugin as PluginKind,
    });
  });
}

/** Sends the payment link in its own database transaction (the message queued with its activity entry). */
export function sendLink(db: DbHandle, config: Pick<ServerConfig, 'publicUrl'>, input: SendLinkInput) {
  return inTransaction(db, (trx) => sendPaymentLink(trx, config, input));
}

/**
 * The transaction a bulk action names, among the live ones in the scope within the member's
 * reach; an id that is not a UUID is simply not found.
 */
export function findBulkTransaction(
  db: DbHandle,
  input: { id: string; user: Member; scope: TransactionScope },
): Promise<{ id: string; plugin: string } | undefined> {
  return findBulkTarget(db, {
    id: isUuid(input.id) ? input.id : '00000000-0000-0000-0000-000000000000',
    reach: reachOf(input.user),
    scope: input.scope,
  });
}
