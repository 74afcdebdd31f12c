import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type { Lang } from '../../../src/domain/contracts/common.ts';
import type {
  PaymentRestrictionResponse,
  PaymentRestrictionSettings,
  RestrictionBounds,
} from '../../../src/domain/contracts/customer-payments.ts';
import { currencyDecimals, formatAmount } from '../../../src/domain/money.ts';
import {
  BOUND_FIELDS,
  type BoundError,
  boundErrorField,
  checkBounds,
  gatewaysChosen,
} from '../../../src/domain/payment-restriction.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { listGateways } from '../payments/service.ts';
import { type Bounds, findRestriction, type Restriction, saveRestriction } from './repository.ts';

const boundText = (minor: number | null, currency: string) =>
  minor === null ? null : formatAmount(minor, currency);

const amountsBody = (restriction: Restriction): Record<string, RestrictionBounds> =>
  Object.fromEntries(
    Object.entries(restriction.amounts).map(([currency, bounds]) => [
      currency,
      { min_amount: boundText(bounds.minMinor, currency), max_amount: boundText(bounds.maxMinor, currency) },
    ]),
  );

/** The gateways as the log shows them: every one, or the codes allowed. */
const gatewaysLogged = (pgCodes: readonly string[]) => (pgCodes.length === 0 ? 'all' : [...pgCodes]);

/** The payment restriction with the gateways and currencies the form offers. */
export async function restrictionOf(
  db: DbHandle,
  merchantId: number,
  lang: Lang,
): Promise<PaymentRestrictionResponse> {
  const restriction = await findRestriction(db, merchantId);
  const gateways = await listGateways(db, merchantId);
  const currencies = [...new Set(gateways.map((gateway) => gateway.currency.trim()))];
  return {
    amounts: amountsBody(restriction),
    all_gateways: restriction.pgCodes.length === 0,
    pg_codes: restriction.pgCodes,
    available_gateways: gateways.map((gateway) => ({
      code: gateway.code,
      name: lang === 'ar' ? gateway.name_ar : gateway.name_en,
      currency: gateway.currency.trim(),
    })),
    currencies: currencies.map((currency) => ({ currency, decimal_places: currencyDecimals(currency) })),
  };
}

const BOUND_MESSAGES: Record<BoundError['key'], (error: BoundError) => Msg> = {
  not_positive: () => msg('amount.not_positive'),
  too_many_decimals: (error) => msg('amount.too_many_decimals', error),
  max_below_min: () => msg('customer_payment.max_below_min'),
};

/** Every currency's bounds in minor units, or a 400 naming each wrong field (amounts.KWD.max_amount). */
function readAmounts(
  settings: PaymentRestrictionSettings,
  accepted: readonly string[],
): Record<string, Bounds> {
  const errors: Record<string, Msg[]> = {};
  const amounts: Record<string, Bounds> = {};
  for (const [currency, text] of Object.entries(settings.amounts)) {
    if (!accepted.includes(currency)) {
      errors[`amounts.${currency}`] = [msg('customer_payment.currency_not_accepted', { currency })];
      continue;
    }
    const checked = checkBounds(text, currency);
    for (const field of BOUND_FIELDS) {
      const error = checked.errors[field];
      if (error) errors[boundErrorField(currency, field)] = [BOUND_MESSAGES[error.key](error)];
    }
    amounts[currency] = { minMinor: checked.minMinor, maxMinor: checked.maxMinor };
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return amounts;
}

/**
 * Checks and saves the restriction in the caller's transaction; returns what changed, for the log.
 * The demo seed writes its restriction through here too, so it holds the same rules.
 */
export async function saveRestrictionSettings(
  trx: DbHandle,
  merchantId: number,
  settings: PaymentRestrictionSettings,
): Promise<ActivityChange[]> {
  const gateways = await listGateways(trx, merchantId);
  const amounts = readAmounts(settings, [...new Set(gateways.map((gateway) => gateway.currency.trim()))]);
  if (!gatewaysChosen(settings.all_gateways, settings.pg_codes)) {
    throw fieldErrors({ pg_codes: [msg('customer_payment.no_gateway')] });
  }
  const known = gateways.map((gateway) => gateway.code);
  const pgCodes = settings.all_gateways ? [] : [...new Set(settings.pg_codes)];
  const unknown = pgCodes.filter((code) => !known.includes(code));
  if (unknown.length > 0) {
    throw fieldErrors({
      pg_codes: [msg('customer_payment.unknown_gateways', { codes: unknown.join(', ') })],
    });
  }
  const before = await findRestriction(trx, merchantId);
  await saveRestriction(trx, merchantId, { amounts, pgCodes });
  // Read back: a currency saved without bounds has no row, so it compares as absent.
  const after = await findRestriction(trx, merchantId);
  const changes: ActivityChange[] = [];
  const [amountsBefore, amountsAfter] = [amountsBody(before), amountsBody(after)];
  if (JSON.stringify(amountsBefore) !== JSON.stringify(amountsAfter))
    changes.push({ field: 'amounts', before: amountsBefore, after: amountsAfter });
  // Logged as "gateways": the log's mask reads a field named *_codes as a secret.
  const [gatewaysBefore, gatewaysAfter] = [gatewaysLogged(before.pgCodes), gatewaysLogged(after.pgCodes)];
  if (JSON.stringify(gatewaysBefore) !== JSON.stringify(gatewaysAfter))
    changes.push({ field: 'gateways', before: gatewaysBefore, after: gatewaysAfter });
  return changes;
}

/** Changes the payment restriction, logged with before and after in the same database transaction. */
export async function changeRestriction(
  db: DbHandle,
  user: { merchant_id: number; username: string },
  settings: PaymentRestrictionSettings,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const changes = await saveRestrictionSettings(trx, user.merchant_id, settings);
    if (changes.length === 0) return;
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.payment_restriction_changed',
      plugin: 'customer_payment',
      params: { changes },
    });
  });
}
