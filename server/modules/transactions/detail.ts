import type { TransactionDetail } from '../../../src/domain/contracts/transactions.ts';
import { formatDateTime } from '../../../src/domain/date-formats.ts';
import { ledgerTotals } from '../../../src/domain/ledger.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { isPayable, type TransactionState } from '../../../src/domain/transaction-states.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { receiptUrl } from '../pay-page/service.ts';
import { shareMessages } from '../payment-link/service.ts';
import { paymentUrl } from '../payments/service.ts';
import { stateName } from './options.ts';
import { actionsFor, type MerchantTitles, type Money, type PresentContext } from './present.ts';
import type { ListedRow } from './repository.ts';

/**
 * One transaction for the detail page: label/value rows in the reader's language, its
 * payment link and share message (while it can still be paid), actions and child
 * transactions; `settled` is the attempt that took the money, for its receipt.
 */
export function presentDetail(
  context: PresentContext,
  row: ListedRow,
  deleted: boolean,
  found: { money: Money | undefined; settled: { id: string } | undefined; titles: MerchantTitles },
): TransactionDetail {
  const { config, lang } = context;
  const { money: m, settled, titles } = found;
  const currency = row.currency.trim();
  const language: Lang = row.language === 'ar' ? 'ar' : 'en';
  const state = row.state as TransactionState;
  // A deleted transaction has no live pay page or receipt: its links would only 404.
  const link = deleted ? null : paymentUrl(config, language, row);
  const t = (key: string) => translate(lang, `transactions.detail.${key}`);
  const details: { label: string; value: string }[] = [
    { label: t('id'), value: row.id },
    { label: t('state'), value: stateName(lang, state) },
    { label: t('amount'), value: formatAmount(minorFromDb(row.amount_minor), currency) },
    { label: t('paid_amount'), value: formatAmount(m?.totals.paid ?? 0, currency) },
    { label: t('fee'), value: formatAmount(m?.fee ?? 0, currency) },
    { label: t('currency'), value: currency },
    { label: t('gateway'), value: (lang === 'ar' ? row.gateway_name_ar : row.gateway_name_en) ?? '' },
    { label: t('customer_name'), value: row.customer_name },
    { label: t('customer_email'), value: row.customer_email ?? '' },
    { label: t('customer_phone'), value: row.customer_phone ?? '' },
    { label: t('description'), value: row.description },
    { label: t('language'), value: translate(lang, `transactions.language.${language}`) },
    { label: t('created'), value: formatDateTime(row.created_at, lang) },
  ];
  if (link) details.push({ label: t('payment_url'), value: link });
  if (settled && !deleted) {
    details.push({ label: t('receipt'), value: receiptUrl(config, row.plugin, settled.id, language) });
  }
  if (row.attachment_url) details.push({ label: t('attachment'), value: row.attachment_url });

  const share =
    link && isPayable(state) ? shareMessages(config, { ...row, ...titles }, titles.share_texts) : null;
  return {
    id: row.id,
    plugin: row.plugin as PluginKind,
    state,
    test_payment: row.test_payment,
    currency_code: currency,
    details,
    payment_url: link,
    language,
    share,
    extra: row.extra,
    actions: actionsFor(context, row, m?.totals ?? ledgerTotals([]), titles),
    txns: m?.txns ?? [],
  };
}
