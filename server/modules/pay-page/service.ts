import type {
  AttemptResult,
  CustomerAddressInfo,
  PayChoice,
  PayResponse,
  PayTransaction,
} from '../../../src/domain/contracts/payments.ts';
import { formatDateTime } from '../../../src/domain/date-formats.ts';
import { disputeReferences, genericReference } from '../../../src/domain/dispute-references.ts';
import { currencyDecimals, formatAmount, formatMoney, minorFromDb } from '../../../src/domain/money.ts';
import { payPageScopeMatches } from '../../../src/domain/plugins.ts';
import {
  type AttemptState,
  attemptResultState,
  isPayable,
  isSettled,
  isSuccessfulResult,
  type TransactionState,
} from '../../../src/domain/transaction-states.ts';
import type { ServerConfig } from '../../config.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import { type ApiError, messageError, nonFieldError } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { customerAppearance } from '../appearance/service.ts';
import { ticketsUrlForTransaction } from '../events/service.ts';
import { pausedError } from '../merchant/service.ts';
import {
  type AttemptRow,
  allowedGateways,
  attemptAmount,
  findAttempt,
  findGateway,
  findMerchantRow,
  findTransaction,
  findTransactionWithPause,
  findUnitFor,
  gatewayName,
  listGateways,
  type PayInput,
  paymentUrl,
  quotedPayChoices,
  refreshExpiry,
  saveTransactionExtra,
  startPaymentIn,
  type TransactionRow,
  unitDetails,
  unpayableReason,
} from '../payments/service.ts';
import { validateAddress } from './address.ts';
import { customerDetails, merchantDetails, remarksOf, shortId } from './present.ts';

export { validateAddress } from './address.ts';
export { payPageConfig } from './config.ts';
export { payPages } from './prerender.ts';
export { resultPages } from './prerender-result.ts';
export { renderReceipt as receiptOf } from './receipt.ts';
/**
 * The transaction behind a pay-page URL, checked for its path scope (see
 * payPageScopeMatches) and pause, and expired first when its deadline has passed (so every
 * reader sees the same state).
 */
export async function loadPayable(db: DbHandle, scope: string, id: string): Promise<TransactionRow> {
  const found = await findTransactionWithPause(db, id);
  if (!found || !payPageScopeMatches(scope, found.row.plugin))
    throw messageError(404, 'payments.transaction_not_found');
  if (found.pause) throw pausedError(found.pause);
  return refreshExpiry(db, found.row);
}

/**
 * The plugin of the transaction behind a pay-page URL, for code that wants the exact kind
 * (startPayment checks it again under the row lock).
 */
export async function scopedPlugin(db: DbHandle, scope: string, id: string): Promise<string> {
  const row = await findTransaction(db, id);
  if (!row || !payPageScopeMatches(scope, row.plugin))
    throw messageError(404, 'payments.transaction_not_found');
  return row.plugin;
}

/** Saves the customer's address (the pay page's extra) over what was there, while still payable. */
export async function saveAddress(
  db: DbHandle,
  row: TransactionRow,
  address: CustomerAddressInfo,
): Promise<TransactionRow> {
  const state = row.state as TransactionState;
  if (!isPayable(state)) throw nonFieldError(unpayableReason(state));
  const extra = validateAddress(address);
  const updated = await saveTransactionExtra(db, row.id, { ...(row.extra ?? {}), ...extra });
  if (!updated) throw messageError(404, 'payments.transaction_not_found');
  return updated;
}

/** The pay choices of a payable transaction for an amount (the customer's, on editable amounts). */
export async function payChoicesOf(
  db: DbHandle,
  gateways: Pick<Gateways, 'fees'>,
  row: TransactionRow,
  amount: string | undefined,
  lang: Lang,
): Promise<PayChoice[]> {
  const state = row.state as TransactionState;
  if (!isPayable(state)) throw nonFieldError(unpayableReason(state));
  const amountMinor = attemptAmount(row, amount);
  const allowed = allowedGateways(
    await listGateways(db, row.merchant_id),
    row.pg_codes,
    row.currency,
    row.plugin,
  );
  return quotedPayChoices(gateways, allowed, amountMinor, row.currency.trim(), lang);
}

/**
 * Starts paying the transaction behind a pay-page URL, in the caller's database transaction
 * (the pay route stores its idempotent answer in it); an expiry found on the way is returned.
 */
export async function startPaying(
  trx: DbHandle,
  ctx: { gateways: Gateways; publicUrl: string },
  scope: string,
  input: Omit<PayInput, 'plugin'>,
): Promise<PayResponse | ApiError> {
  return startPaymentIn(trx, ctx, { ...input, plugin: await scopedPlugin(trx, scope, input.transactionId) });
}

const STATE_TITLES: Partial<Record<TransactionState, string>> = {
  paid: 'payments.state.paid',
  authorized: 'payments.state.authorized',
  expired: 'payments.state.expired',
  cod: 'payments.state.cod',
  canceled: 'payments.state.canceled',
  invalid: 'payments.state.invalid',
};

export async function presentTransaction(
  db: DbHandle,
  providers: Pick<Gateways, 'fees'>,
  row: TransactionRow,
  lang: Lang,
): Promise<PayTransaction> {
  const state = row.state as TransactionState;
  const currency = row.currency.trim();
  const [merchant, unit, gateways] = await Promise.all([
    findMerchantRow(db, row.merchant_id),
    findUnitFor(db, row.merchant_id, row.unit_id),
    listGateways(db, row.merchant_id),
  ]);
  const payable = isPayable(state);
  const amountMinor = minorFromDb(row.amount_minor);
  return {
    id: row.id,
    plugin: row.plugin,
    state,
    amount: formatAmount(amountMinor, currency),
    currency,
    decimal_places: currencyDecimals(currency),
    extra: (row.extra ?? {}) as CustomerAddressInfo,
    customer_details: customerDetails(row, lang),
    merchant_details: merchantDetails(row, merchant, lang),
    unit_details: unitDetails(unit, merchant),
    terms: { terms_en: row.terms_en, terms_ar: row.terms_ar },
    pay_choices: payable
      ? await quotedPayChoices(
          providers,
          allowedGateways(gateways, row.pg_codes, currency, row.plugin),
          amountMinor,
          currency,
          lang,
        )
      : [],
    details: payable
      ? null
      : {
          state: translate(lang, STATE_TITLES[state] ?? 'payments.state.invalid'),
          message: translate(lang, unpayableReason(state)),
        },
    valid_for_payment: payable,
    has_editable_amount: row.editable_amount,
    description: row.description,
    attachment_url: row.attachment_url,
    attachment_name: row.attachment_name,
    remarks: remarksOf(row),
    expiration_time: row.expiration_time ? new Date(row.expiration_time).toISOString() : null,
    country_code: row.country_code,
    additional_phone_number: row.additional_phone_number,
    disclaimer: row.disclaimer,
    disclaimer_message: (lang === 'ar' && row.disclaimer_ar) || row.disclaimer,
    // Followed at once by the pay page: only once there is nothing left to pay.
    next_url: isSettled(state) || state === 'cod' ? row.next_url : null,
  };
}

export interface LoadedAttempt {
  attempt: AttemptRow;
  transaction: TransactionRow;
}

export async function loadAttempt(db: DbHandle, scope: string, attemptId: string): Promise<LoadedAttempt> {
  const attempt = await findAttempt(db, attemptId);
  const transaction = attempt && (await findTransaction(db, attempt.transaction_id));
  if (!attempt || !transaction || !payPageScopeMatches(scope, transaction.plugin))
    throw messageError(404, 'payments.details_not_found');
  return { attempt, transaction };
}

export function receiptUrl(
  config: Pick<ServerConfig, 'publicUrl'>,
  plugin: string,
  attemptId: string,
  lang: Lang,
) {
  return `${config.publicUrl}/api/v1/plugins/${plugin}/transaction/receipt/${attemptId}?lang=${lang}`;
}

export async function presentAttempt(
  db: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  loaded: LoadedAttempt,
  lang: Lang,
): Promise<AttemptResult> {
  const { attempt } = loaded;
  const transaction = await refreshExpiry(db, loaded.transaction);
  const txState = transaction.state as TransactionState;
  const state = attemptResultState(attempt.state as AttemptState, txState);
  const currency = attempt.currency.trim();
  const [merchant, unit, gateway] = await Promise.all([
    findMerchantRow(db, transaction.merchant_id),
    findUnitFor(db, transaction.merchant_id, transaction.unit_id),
    findGateway(db, transaction.merchant_id, attempt.gateway_code),
  ]);
  const successful = isSuccessfulResult(state);
  const t = (key: string) => translate(lang, `payments.detail.${key}`);
  const resultKey = state === 'paid' ? 'success' : state === 'invalid' ? 'failed' : state;
  const paymentDetails: Record<string, string> = {
    [t('status')]: translate(lang, `payments.result.${resultKey}`),
    [t('amount')]: formatMoney(minorFromDb(attempt.amount_minor), currency, lang),
    [t('fee')]: formatMoney(minorFromDb(attempt.fee_minor), currency, lang),
    [t('total')]: formatMoney(minorFromDb(attempt.total_minor), currency, lang),
    [t('gateway')]: gateway ? gatewayName(gateway, lang) : attempt.gateway_code,
    [t('transaction')]: shortId(transaction.id),
    [t('date')]: formatDateTime(attempt.updated_at, lang),
  };
  const references = disputeReferences(attempt.provider_refs);
  const reference = genericReference(attempt.gateway_reference, references);
  if (reference) paymentDetails[t('reference')] = reference;
  for (const ref of references) paymentDetails[t(`ref_${ref.key}`)] = ref.value;
  const units = unitDetails(unit, merchant);
  return {
    attempt_id: attempt.id,
    transaction_id: transaction.id,
    state,
    message: translate('en', `payments.result.${resultKey}`),
    message_ar: translate('ar', `payments.result.${resultKey}`),
    currency_code: currency,
    logo_url: units.logo_url,
    customer_details: customerDetails(transaction, lang),
    merchant_details: merchantDetails(transaction, merchant, lang),
    unit_details: units,
    appearance: await customerAppearance(db, transaction.merchant_id, transaction.plugin),
    payment_details: paymentDetails,
    receipt_url: successful ? receiptUrl(config, transaction.plugin, attempt.id, lang) : null,
    tickets_url:
      successful && transaction.plugin === 'event'
        ? await ticketsUrlForTransaction(db, config.publicUrl, transaction.id, lang)
        : null,
    attachment_url: transaction.attachment_url,
    try_again_url: !successful && isPayable(txState) ? paymentUrl(config, lang, transaction) : null,
    // As on the pay page: only a payment that went through moves on to the plugin's own page.
    next_url: successful ? transaction.next_url : null,
    transaction_type: transaction.plugin,
    remarks: remarksOf(transaction),
    expiration_time: transaction.expiration_time ? new Date(transaction.expiration_time).toISOString() : null,
    expired: txState === 'expired',
    extra: (transaction.extra ?? {}) as CustomerAddressInfo,
  };
}
