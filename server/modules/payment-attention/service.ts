import type {
  AttentionItem,
  AttentionList,
  AttentionListQuery,
} from '../../../src/domain/contracts/payment-attention.ts';
import { formatAmount, formatMoney, minorFromDb } from '../../../src/domain/money.ts';
import {
  type AttentionAction,
  type AttentionReason,
  attentionActions,
  type GiveBackAction,
  RESOLVED_STATE,
} from '../../../src/domain/payment-attention.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import type { AttemptState, TransactionState } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import { messageError } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { recordActivity } from '../activity/service.ts';
import { applyAttemptPayment, beginAttemptGiveBack, settleMovement } from '../payments/service.ts';
import { enqueueMessages } from '../templates/service.ts';
import {
  type AttentionRecord,
  countOpenAttention,
  findAttentionItem,
  listAttention,
  lockAttention,
  markAttention,
  ownersToTell,
} from './repository.ts';

export interface Staff {
  id: number;
  merchant_id: number;
  username: string;
}

const amountOf = (row: AttentionRecord) => formatAmount(minorFromDb(row.total_minor), row.currency.trim());

function present(row: AttentionRecord): AttentionItem {
  return {
    id: row.id,
    reason: row.reason,
    state: row.state,
    transaction_id: row.transaction_id,
    transaction_state: row.transaction_state,
    plugin: row.plugin,
    amount: amountOf(row),
    currency: row.currency.trim(),
    gateway_code: row.gateway_code,
    gateway_name_en: row.gateway_name_en ?? row.gateway_code,
    gateway_name_ar: row.gateway_name_ar ?? row.gateway_code,
    provider_refs: row.provider_refs,
    refund_status: row.refund_status ?? null,
    actions: attentionActions(
      row,
      row.transaction_state as TransactionState,
      row.attempt_state as AttemptState,
    ),
    created_at: new Date(row.created_at).toISOString(),
    resolved_by: row.resolved_by,
    resolved_at: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
  };
}

export async function attentionList(
  db: DbHandle,
  merchantId: number,
  query: AttentionListQuery,
): Promise<AttentionList> {
  // Only the contract's fields: a query string may carry more, and the repository also filters by id.
  const { state, limit, offset } = query;
  const { rows, count } = await listAttention(db, merchantId, { state, limit, offset });
  return { count, results: rows.map(present) };
}

export const openAttentionCount = async (db: DbHandle, merchantId: number) => ({
  open: await countOpenAttention(db, merchantId),
});

async function itemOf(db: DbHandle, merchantId: number, id: string): Promise<AttentionRecord> {
  const row = await findAttentionItem(db, merchantId, { id });
  if (!row) throw messageError(404, 'payment_attention.not_found');
  return row;
}

const NOT_OFFERED: Record<AttentionAction, string> = {
  apply: 'payment_attention.cannot_apply',
  refund: 'payments.cannot_refund',
  void: 'payments.cannot_void',
};

/**
 * The row locked, then checked: resolved by this very action already (a second press, a retry)
 * answers as the first did and moves nothing; resolved the other way, or not offered, is a 409.
 */
async function decide(trx: DbHandle, staff: Staff, id: string, action: AttentionAction) {
  const locked = await lockAttention(trx, staff.merchant_id, id);
  if (!locked) throw messageError(404, 'payment_attention.not_found');
  if (locked.state === RESOLVED_STATE[action]) return null;
  if (locked.state !== 'open') throw messageError(409, 'payment_attention.already_resolved');
  const row = await itemOf(trx, staff.merchant_id, id);
  if (!present(row).actions.includes(action)) throw messageError(409, NOT_OFFERED[action]);
  await markAttention(trx, id, RESOLVED_STATE[action], staff.username, new Date());
  await recordActivity(trx, {
    merchantId: staff.merchant_id,
    actor: staff.username,
    action: `activity.payment_attention_${action}`,
    plugin: row.plugin as PluginKind,
    params: {
      amount: amountOf(row),
      currency: row.currency.trim(),
      id: row.transaction_id,
      reason: row.reason,
    },
  });
  return row;
}

export async function applyAttention(db: DbHandle, staff: Staff, id: string, lang: Lang) {
  await inTransaction(db, async (trx) => {
    const row = await decide(trx, staff, id, 'apply');
    if (row) await applyAttemptPayment(trx, row.attempt_id);
  });
  return {
    message: translate(lang, 'payment_attention.applied'),
    item: present(await itemOf(db, staff.merchant_id, id)),
  };
}

/**
 * Gives the attempt's money back (a refund, or the release of a card hold) in two commits
 * around the provider's call, like any refund or void. A refusal, now or when the provider
 * answers later, puts the row back on the list (see applyMoneyStatus; its payment stays
 * recorded, so a second try adds only a new refund); the reconciliation worker settles a
 * pending one.
 */
export async function giveBackAttention(
  db: DbHandle,
  gateways: Gateways,
  staff: Staff,
  id: string,
  action: GiveBackAction,
  lang: Lang,
) {
  const intent = await inTransaction(db, async (trx) => {
    const row = await decide(trx, staff, id, action);
    return (
      row &&
      beginAttemptGiveBack(trx, {
        attemptId: row.attempt_id,
        kind: action,
        userId: staff.id,
        username: staff.username,
      })
    );
  });
  const outcome = intent ? await settleMovement(db, gateways, intent.movementId, { leased: true }) : null;
  if (outcome === 'refused') throw messageError(502, 'payments.gateway_refused');
  const item = present(await itemOf(db, staff.merchant_id, id));
  const done = item.refund_status === 'done';
  const said = action === 'void' ? (done ? 'void_done' : 'voided') : done ? 'refund_done' : 'refunded';
  return { message: translate(lang, `payment_attention.${said}`), item };
}

/** The owners hear of a new row in the transaction that writes it, each in their language. */
export async function tellOwners(
  trx: DbHandle,
  publicUrl: string,
  news: { merchantId: number; attemptId: string; reason: AttentionReason },
): Promise<void> {
  const row = await findAttentionItem(trx, news.merchantId, { attemptId: news.attemptId });
  if (!row) return;
  const owners = await ownersToTell(trx, news.merchantId);
  await enqueueMessages(
    trx,
    news.merchantId,
    owners.map((owner) => {
      const lang: Lang = owner.lang === 'ar' ? 'ar' : 'en';
      return {
        kind: 'payment_attention' as const,
        lang,
        recipient: owner.email,
        transactionId: row.transaction_id,
        values: {
          merchant: lang === 'ar' ? owner.title_ar : owner.title_en,
          amount: formatMoney(minorFromDb(row.total_minor), row.currency.trim(), lang),
          gateway: (lang === 'ar' ? row.gateway_name_ar : row.gateway_name_en) ?? row.gateway_code,
          reason: translate(lang, `payment_attention.reason.${news.reason}`),
          link: `${publicUrl}/${lang}/admin/payments-attention`,
        },
      };
    }),
  );
}
