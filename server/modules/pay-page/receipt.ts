/**
 * The receipt of a successful payment as a self-contained, printable HTML document.
 * HTML rather than PDF on purpose: the PDF libraries available here do not shape Arabic
 * (letters come out isolated and left-to-right), while every browser shapes and orders
 * Arabic correctly and prints or saves the page as PDF itself.
 */
import { formatDateTime } from '../../../src/domain/date-formats.ts';
import { disputeReferences, genericReference } from '../../../src/domain/dispute-references.ts';
import {
  type AttemptState,
  attemptResultState,
  isSuccessfulResult,
  type TransactionState,
} from '../../../src/domain/transaction-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import { Html, html } from '../../gateways/service.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { findGateway, findMerchantRow, findUnitFor, gatewayName } from '../payments/service.ts';
import { receiptMoney, shortId } from './present.ts';
import type { LoadedAttempt } from './service.ts';

const STYLE = `
@page{margin:16mm}
body{font-family:"Noto Sans","Noto Sans Arabic","Segoe UI",Tahoma,sans-serif;color:#18181b;margin:0;padding:24px;background:#fff}
.receipt{max-width:640px;margin:0 auto;border:1px solid #e4e4e7;border-radius:12px;padding:24px}
header{display:flex;justify-content:space-between;align-items:center;gap:16px;border-bottom:2px solid #f97316;padding-bottom:12px;margin-bottom:16px}
h1{font-size:1.4rem;margin:0}h2{font-size:1rem;margin:20px 0 8px;color:#52525b}
.merchant{font-weight:700;font-size:1.1rem}
table{width:100%;border-collapse:collapse}th,td{padding:6px 0;border-bottom:1px solid #f4f4f5;vertical-align:top}
th{font-weight:400;color:#52525b;text-align:start;width:40%}td{text-align:end;font-variant-numeric:tabular-nums}
.total td,.total th{font-weight:700;color:#18181b;border-top:2px solid #18181b}
.ltr{direction:ltr;unicode-bidi:isolate}
footer{margin-top:24px;font-size:.8rem;color:#71717a;text-align:center}`;

export interface Receipt {
  html: string;
  filename: string;
}

/** Null when the attempt did not succeed: there is nothing to give a receipt for. */
export async function renderReceipt(
  db: DbHandle,
  loaded: LoadedAttempt,
  lang: Lang,
): Promise<Receipt | null> {
  const { attempt, transaction } = loaded;
  const state = attemptResultState(attempt.state as AttemptState, transaction.state as TransactionState);
  if (!isSuccessfulResult(state)) return null;
  const [merchant, unit, gateway] = await Promise.all([
    findMerchantRow(db, transaction.merchant_id),
    findUnitFor(db, transaction.merchant_id, transaction.unit_id),
    findGateway(db, transaction.merchant_id, attempt.gateway_code),
  ]);
  const t = (key: string) => translate(lang, key);
  const d = (key: string) => t(`payments.detail.${key}`);
  const currency = attempt.currency.trim();
  const amount = (value: string | number | bigint) => receiptMoney(value, currency, lang);
  const row = (label: string, value: string | Html | null | undefined) =>
    value ? html`<tr><th>${label}</th><td>${value}</td></tr>` : html``;
  const references = disputeReferences(attempt.provider_refs);
  const merchantName = (lang === 'ar' ? merchant?.title_ar : merchant?.title_en) ?? '';
  const unitName = lang === 'ar' ? unit?.title_ar : unit?.title_en;

  const document = html`<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('payments.receipt.title')} — ${merchantName}</title><style>${new Html(STYLE)}</style></head>
<body><main class="receipt">
<header><div><h1>${t('payments.receipt.title')}</h1><div>${formatDateTime(attempt.updated_at, lang)}</div></div>
<div class="merchant">${merchantName}${unitName ? html`<div>${unitName}</div>` : ''}</div></header>
<table>
${row(d('status'), t(`payments.result.${state}`))}
${row(d('transaction'), shortId(transaction.id))}
${row(d('reference'), genericReference(attempt.gateway_reference, references))}
${row(d('gateway'), gateway ? gatewayName(gateway, lang) : attempt.gateway_code)}
${references.map((ref) => row(d(`ref_${ref.key}`), html`<span class="ltr">${ref.value}</span>`))}
${row(d('description'), transaction.description)}
</table>
<h2>${t('payments.receipt.customer')}</h2>
<table>
${row(d('customer_name'), transaction.customer_name)}
${row(d('phone'), transaction.customer_phone ? html`<span class="ltr">${transaction.customer_phone}</span>` : null)}
${row(d('email'), transaction.customer_email)}
${row(d('order_number'), transaction.external_reference)}
</table>
<h2>${t('payments.receipt.payment')}</h2>
<table>
${row(d('amount'), amount(attempt.amount_minor))}
${row(d('fee'), amount(attempt.fee_minor))}
<tr class="total"><th>${d('total')}</th><td>${amount(attempt.total_minor)}</td></tr>
</table>
<footer>${t('payments.receipt.print')}</footer>
</main></body></html>`;
  return {
    html: document.value,
    filename: `receipt-${shortId(transaction.id).toLowerCase()}-${lang}.html`,
  };
}
