import type {
  ChildTransaction,
  TransactionAction,
  TransactionRow,
} from '../../../src/domain/contracts/transactions.ts';
import { type LedgerTotals, ledgerTotals, type Movement } from '../../../src/domain/ledger.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { PermissionHolder } from '../../../src/domain/permissions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import { isPayable } from '../../../src/domain/transaction-states.ts';
import type { ServerConfig } from '../../config.ts';
import type { Lang } from '../../lib/i18n.ts';
import { type ShareTexts, shareMessages } from '../payment-link/service.ts';
import { availableActions } from '../transaction-actions/service.ts';
import type { ListedRow, MoneyRows } from './repository.ts';

export interface Money {
  totals: LedgerTotals;
  txns: ChildTransaction[];
  /** Fee of the latest attempt, and of the attempt that took the money. */
  fee: number;
  paidFee: number;
}

/** Ledger, child rows and attempt fees of a page of transactions, from their movements and attempts. */
export function moneyOf(rows: readonly ListedRow[], { movements, attempts }: MoneyRows): Map<string, Money> {
  const ids = rows.map((row) => row.id);
  const result = new Map<string, Money>();
  const currency = new Map(rows.map((row) => [row.id, row.currency.trim()]));
  for (const id of ids) result.set(id, { totals: ledgerTotals([]), txns: [], fee: 0, paidFee: 0 });
  const byTransaction = new Map<string, Movement[]>();
  for (const movement of movements) {
    const amountMinor = minorFromDb(movement.amount_minor);
    const pending = movement.status === 'pending';
    const list = byTransaction.get(movement.transaction_id) ?? [];
    list.push({ kind: movement.kind, amountMinor, ...(pending ? { pending } : {}) });
    byTransaction.set(movement.transaction_id, list);
    if (movement.kind === 'capture' || movement.kind === 'refund' || movement.kind === 'void') {
      result.get(movement.transaction_id)?.txns.push({
        id: String(movement.id),
        kind: movement.kind,
        amount: formatAmount(amountMinor, currency.get(movement.transaction_id) ?? 'KWD'),
        currency_code: currency.get(movement.transaction_id) ?? '',
        created: new Date(movement.created_at).toISOString(),
        initiator: movement.username ?? null,
        pending,
      });
    }
  }
  for (const [id, list] of byTransaction) {
    const money = result.get(id);
    if (money) money.totals = ledgerTotals(list);
  }
  for (const attempt of attempts) {
    const money = result.get(attempt.transaction_id);
    if (!money) continue;
    money.fee = minorFromDb(attempt.fee_minor);
    if (['paid', 'authorized', 'cod'].includes(attempt.state)) money.paidFee = money.fee;
  }
  return result;
}

export interface PresentContext {
  config: Pick<ServerConfig, 'publicUrl'>;
  user: PermissionHolder & { merchant_id: number };
  lang: Lang;
}

/** The merchant's titles and SMS wording: what the payment-link share message is made of. */
export type MerchantTitles = { title_en: string; title_ar: string; share_texts: ShareTexts };

export function actionsFor(
  context: PresentContext,
  row: ListedRow,
  totals: LedgerTotals,
  titles: MerchantTitles,
): TransactionAction[] {
  const payable = isPayable(row.state as TransactionState);
  return availableActions(
    {
      id: row.id,
      plugin: row.plugin as PluginKind,
      state: row.state,
      currency: row.currency.trim(),
      language: row.language,
      customer_email: row.customer_email,
      customer_phone: row.customer_phone,
      deleted: row.deleted_at !== null,
      totals,
      share: payable ? shareMessages(context.config, { ...row, ...titles }, titles.share_texts) : null,
    },
    context.user,
    context.lang,
  );
}

/** SPEC 3 "Transaction row" for each selected row, in the request's language. */
export function presentRows(
  context: PresentContext,
  rows: readonly ListedRow[],
  money: ReadonlyMap<string, Money>,
  titles: MerchantTitles,
): TransactionRow[] {
  const ar = context.lang === 'ar';
  return rows.map((row): TransactionRow => {
    const currency = row.currency.trim();
    const m = money.get(row.id) ?? { totals: ledgerTotals([]), txns: [], fee: 0, paidFee: 0 };
    const amount = formatAmount(minorFromDb(row.amount_minor), currency);
    const location = (row.extra as { delivery_location?: { lat?: unknown; lng?: unknown } } | null)
      ?.delivery_location;
    return {
      id: row.id,
      plugin: row.plugin as PluginKind,
      state: row.state as TransactionState,
      test_payment: row.test_payment,
      gateway_code: row.gateway_code,
      gateway_name: (ar ? row.gateway_name_ar : row.gateway_name_en) ?? null,
      pg_codes: row.pg_codes,
      amount,
      // An editable amount is overwritten by what the customer paid; the request's own
      // amount is not kept apart, so both name the amount of record.
      original_amount: amount,
      paid_amount: formatAmount(m.totals.paid, currency),
      fee: formatAmount(m.fee, currency),
      paid_attempt_fee: formatAmount(m.paidFee, currency),
      currency_code: currency,
      customer_name: row.customer_name,
      customer_email: row.customer_email,
      customer_phone: row.customer_phone,
      description: row.description,
      unit: (ar ? row.unit_ar : row.unit_en) ?? null,
      initiator: row.initiator_name ?? null,
      created: new Date(row.created_at).toISOString(),
      state_changed_at: new Date(row.state_changed_at).toISOString(),
      deleted_at: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
      delivery_location:
        typeof location?.lat === 'number' && typeof location.lng === 'number'
          ? { lat: location.lat, lng: location.lng }
          : null,
      extra: row.extra,
      actions: actionsFor(context, row, m.totals, titles),
      txns: m.txns,
    };
  });
}
