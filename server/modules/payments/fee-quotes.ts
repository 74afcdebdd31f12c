/**
 * The providers' fees for pay choices (MyFatoorah's ServiceCharge), asked for before any
 * database transaction opens: the pay page's and checkouts' choices, and the pay call, whose
 * transaction then reads the same cached figure (ProviderFees.peek).
 */
import type { PayChoice } from '../../../src/domain/contracts/payments.ts';
import { isPayable, type TransactionState } from '../../../src/domain/transaction-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import type { Lang } from '../../lib/i18n.ts';
import { attemptAmount } from './attempts.ts';
import { allowedGateways, buildPayChoices } from './pay-choices.ts';
import { findTransaction, type GatewayRow, listGateways } from './repository.ts';

/** Pay choices with their providers' fees quoted (from the brief cache or the provider). */
export async function quotedPayChoices(
  gateways: Pick<Gateways, 'fees'>,
  rows: GatewayRow[],
  amountMinor: number,
  currency: string,
  lang: Lang,
): Promise<PayChoice[]> {
  const quotes = await gateways.fees.quote(rows, amountMinor, currency);
  return buildPayChoices(rows, amountMinor, currency, lang, quotes);
}

/**
 * Quotes the fees a pay call on `transactionId` will read under its lock. Best effort: a
 * transaction that cannot be paid, or an amount that cannot be read, is left for the pay
 * call to refuse in its own words (or to answer a replayed idempotency key as before).
 */
export async function quoteForPay(
  db: DbHandle,
  gateways: Pick<Gateways, 'fees'>,
  transactionId: string,
  amount: string | undefined,
): Promise<void> {
  const row = await findTransaction(db, transactionId);
  if (!row || !isPayable(row.state as TransactionState)) return;
  let amountMinor: number;
  try {
    amountMinor = attemptAmount(row, amount);
  } catch {
    return;
  }
  const currency = row.currency.trim();
  const allowed = allowedGateways(
    await listGateways(db, row.merchant_id),
    row.pg_codes,
    currency,
    row.plugin,
  );
  await gateways.fees.quote(allowed, amountMinor, currency);
}
