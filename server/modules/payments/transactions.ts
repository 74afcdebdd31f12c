import type { MulticheckoutSettings, Remark } from '../../../src/domain/contracts/payments.ts';
import { isCurrencyCode } from '../../../src/domain/money.ts';
import { isPastExpiry, isPayable, type TransactionState } from '../../../src/domain/transaction-states.ts';
import type { ServerConfig } from '../../config.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { randomUuid } from '../../lib/capability.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { type ActivityInput, prepareActivity } from '../activity/service.ts';
import { expirePendingAttempts } from './attempt-repository.ts';
import type { CreationRow } from './creation-repository.ts';
import {
  insertTransaction,
  listDueTransactionIds,
  listGateways,
  lockDueTransaction,
  lockTransaction,
  type TransactionRow,
} from './repository.ts';
import { setTransactionState } from './state.ts';

export interface NewTransaction {
  merchantId: number;
  plugin: string;
  amountMinor: number;
  currency: string;
  pgCodes: string[];
  unitId?: number | null;
  editableAmount?: boolean;
  customerName?: string;
  customerPhone?: string | null;
  customerEmail?: string | null;
  countryCode?: string;
  additionalPhoneNumber?: string | null;
  description?: string;
  remarks?: Remark[];
  expirationTime?: Date | null;
  attachmentUrl?: string | null;
  attachmentName?: string | null;
  disclaimer?: string | null;
  /** The Arabic disclaimer; without it `disclaimer` is shown in both languages. */
  disclaimerAr?: string | null;
  termsEn?: string | null;
  termsAr?: string | null;
  multicheckout?: MulticheckoutSettings | null;
  extra?: Record<string, unknown> | null;
  language?: Lang;
  nextUrl?: string | null;
  webhookUrl?: string | null;
  apiKeyId?: number | null;
  externalReference?: string | null;
  collectorId?: string | null;
  createdBy?: number | null;
}

/**
 * The checks that need no database: a positive amount in a known currency, at least one
 * gateway, a deadline in the future. Field errors use the API's names.
 */
export function checkNewTransaction(input: NewTransaction): Record<string, Msg[]> {
  const errors: Record<string, Msg[]> = {};
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    errors.amount = [msg('payments.amount_not_positive')];
  }
  if (!isCurrencyCode(input.currency)) errors.currency_code = [msg('errors.invalid_choice')];
  if (input.pgCodes.length === 0) errors.pg_codes = [msg('payments.gateway_required')];
  if (input.expirationTime && input.expirationTime.getTime() <= Date.now()) {
    errors.expiration_time = [msg('payments.expiration_in_past')];
  }
  return errors;
}

/** The row an INSERT writes for `input`: the same for one creation and for a batch of them. */
export function transactionValues(id: string, input: NewTransaction): CreationRow {
  return {
    id,
    merchant_id: input.merchantId,
    unit_id: input.unitId ?? null,
    plugin: input.plugin,
    state: 'created',
    amount_minor: input.amountMinor,
    currency: input.currency,
    editable_amount: input.editableAmount ?? false,
    customer_name: input.customerName ?? '',
    customer_phone: input.customerPhone ?? null,
    customer_email: input.customerEmail ?? null,
    country_code: input.countryCode ?? 'KW',
    additional_phone_number: input.additionalPhoneNumber ?? null,
    description: input.description ?? '',
    remarks: JSON.stringify(input.remarks ?? []),
    pg_codes: JSON.stringify([...new Set(input.pgCodes)]),
    expiration_time: input.expirationTime ?? null,
    attachment_url: input.attachmentUrl ?? null,
    attachment_name: input.attachmentName ?? null,
    disclaimer: input.disclaimer ?? null,
    disclaimer_ar: input.disclaimerAr ?? null,
    terms_en: input.termsEn ?? null,
    terms_ar: input.termsAr ?? null,
    multicheckout: input.multicheckout ? JSON.stringify(input.multicheckout) : null,
    extra: input.extra ? JSON.stringify(input.extra) : null,
    language: input.language ?? 'en',
    next_url: input.nextUrl ?? null,
    webhook_url: input.webhookUrl ?? null,
    api_key_id: input.apiKeyId ?? null,
    external_reference: input.externalReference ?? null,
    collector_id: input.collectorId ?? null,
    created_by: input.createdBy ?? null,
  };
}

/** The error of gateway codes that are not active gateways of the merchant in the currency. */
export const unusableGateways = (codes: string[]): Msg[] =>
  codes.map((value) => msg('errors.invalid_choice_value', { value }));

/** Every field error of `input`, including what only the database knows: usable gateways. */
export async function transactionErrors(db: DbHandle, input: NewTransaction): Promise<Record<string, Msg[]>> {
  const errors = checkNewTransaction(input);
  if (!errors.pg_codes) {
    const gateways = await listGateways(db, input.merchantId);
    const usable = new Set(gateways.filter((g) => g.currency.trim() === input.currency).map((g) => g.code));
    const unknown = [...new Set(input.pgCodes)].filter((code) => !usable.has(code));
    if (unknown.length) errors.pg_codes = unusableGateways(unknown);
  }
  return errors;
}

/**
 * Creates a transaction in state created after checking what only the database knows:
 * the gateways belong to the merchant, are active and take the currency.
 *
 * `activity`, when given, is logged by the same statement (insertTransaction). Many
 * creations at once go through creation-batcher.ts instead.
 */
export async function createTransaction(
  trx: DbHandle,
  input: NewTransaction,
  activity?: (id: string) => ActivityInput,
): Promise<TransactionRow> {
  const errors = await transactionErrors(trx, input);
  if (Object.keys(errors).length) throw fieldErrors(errors);

  // The id is made here so the activity entry can name it in the same statement.
  const id = randomUuid();
  return insertTransaction(trx, transactionValues(id, input), activity && prepareActivity(activity(id)));
}

type PublicUrl = Pick<ServerConfig, 'publicUrl'>;

/** Where a customer pays: the PWA's pay page (Shopify has its own). */
export function paymentUrl(
  config: PublicUrl,
  lang: string,
  transaction: Pick<TransactionRow, 'id' | 'plugin'>,
) {
  if (transaction.plugin === 'shopify')
    return `${config.publicUrl}/${lang}/spf/payment-options/${transaction.id}`;
  return `${config.publicUrl}/${lang}/pos/pay/${transaction.id}`;
}

/** Where a customer lands after a gateway: the PWA's attempt result page. */
export function resultUrl(config: PublicUrl, lang: string, plugin: string, attemptId: string) {
  if (plugin === 'shopify') return `${config.publicUrl}/${lang}/spf/payment-details/${attemptId}`;
  return `${config.publicUrl}/${lang}/pos/attempt-detail/${attemptId}`;
}

/**
 * Expires a locked, payable transaction whose deadline passed; returns the state it now
 * has. Callers commit before reporting "expired" so the change is kept.
 */
export async function expireIfDue(
  trx: DbHandle,
  row: TransactionRow,
  now = new Date(),
): Promise<TransactionState> {
  const state = row.state as TransactionState;
  if (!isPayable(state) || !isPastExpiry(row.expiration_time ? new Date(row.expiration_time) : null, now)) {
    return state;
  }
  await setTransactionState(trx, row, 'expired');
  await expirePendingAttempts(trx, row.id, now);
  return 'expired';
}

/**
 * Expires the transaction now if its deadline passed and it was still payable, and returns it
 * as it now is (so every reader sees the same state).
 */
export async function refreshExpiry(db: DbHandle, row: TransactionRow): Promise<TransactionRow> {
  const expiration = row.expiration_time ? new Date(row.expiration_time) : null;
  if (!isPayable(row.state as TransactionState) || !isPastExpiry(expiration, new Date())) return row;
  const fresh = await inTransaction(db, async (trx) => {
    const locked = await lockTransaction(trx, row.id);
    if (!locked) return undefined;
    await expireIfDue(trx, locked);
    return lockTransaction(trx, row.id);
  });
  return fresh ?? row;
}

/** The periodic sweep: expires every due transaction, each in its own locked transaction. */
export async function expireDue(db: DbHandle, now = new Date(), batch = 100): Promise<number> {
  const due = await listDueTransactionIds(db, now, batch);
  let expired = 0;
  for (const id of due) {
    const changed = await inTransaction(db, async (trx) => {
      const row = await lockDueTransaction(trx, id);
      return row ? (await expireIfDue(trx, row, now)) === 'expired' && row.state !== 'expired' : false;
    });
    if (changed) expired += 1;
  }
  return expired;
}
