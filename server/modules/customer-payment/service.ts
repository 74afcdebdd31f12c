import type { Lang } from '../../../src/domain/contracts/common.ts';
import type {
  CustomerPaymentCreateRequest,
  CustomerPaymentCreateResponse,
  CustomerPaymentOptions,
  CustomerPaymentPayChoicesRequest,
  PayableCurrency,
} from '../../../src/domain/contracts/customer-payments.ts';
import type { PayChoice, UnitDetails } from '../../../src/domain/contracts/payments.ts';
import { servesPlugin } from '../../../src/domain/gateway-settings.ts';
import { currencyDecimals, formatAmount } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import { ApiError, fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { customerAppearance } from '../appearance/service.ts';
import { findDefaultMerchant, pausedError, paymentDefaults } from '../merchant/service.ts';
import {
  buildPayChoices,
  findMerchantRow,
  findUnitFor,
  type GatewayRow,
  isUuid,
  listGateways,
  type Merchant,
  quotedPayChoices,
  unitDetails,
} from '../payments/service.ts';
import { checkPaidBounds, parseAmountField } from './amount-rules.ts';
import {
  type Bounds,
  type Collector,
  findCollector,
  findRestriction,
  type Restriction,
} from './repository.ts';
import { type CustomerPaymentDeps, startCustomerPayment } from './start-payment.ts';

/** Which merchant (and collector) a public request is about. */
export interface CustomerPaymentScope {
  merchant: Merchant;
  collector: Collector | null;
}

/** Which merchant (and collector) a public request is about; a paused merchant answers 423. */
export async function resolveScope(
  db: DbHandle,
  collectorId: string | null | undefined,
): Promise<CustomerPaymentScope> {
  // A malformed id is just an unknown page: 404, not a validation error.
  const collector = collectorId && isUuid(collectorId) ? await findCollector(db, collectorId) : undefined;
  if (collectorId && !collector) throw messageError(404, 'customer_payment.collector_not_found');
  const merchant = collector
    ? await findMerchantRow(db, collector.merchant_id)
    : await findDefaultMerchant(db);
  if (!merchant) throw messageError(404, 'errors.not_found');
  if (merchant.payments_paused) throw pausedError(merchant);
  return { merchant, collector: collector ?? null };
}

/** A currency a customer may pay in, the allowed gateways that take it and its bounds. */
interface Payable {
  currency: string;
  gateways: GatewayRow[];
  bounds: Bounds;
}

const NO_BOUNDS: Bounds = { minMinor: null, maxMinor: null };

/**
 * Every currency the restriction's allowed gateways take, in the gateways' display order. With no
 * gateway allowed the page still names KWD (its amount field needs a currency) and offers nothing.
 */
async function payableCurrencies(
  db: DbHandle,
  merchantId: number,
  restriction: Restriction,
): Promise<Payable[]> {
  const allowed = (await listGateways(db, merchantId)).filter(
    (gateway) =>
      (restriction.pgCodes.length === 0 || restriction.pgCodes.includes(gateway.code)) &&
      servesPlugin(gateway.plugins, 'customer_payment'),
  );
  const currencies = [...new Set(allowed.map((gateway) => gateway.currency.trim()))];
  if (currencies.length === 0) currencies.push('KWD');
  return currencies.map((currency) => ({
    currency,
    gateways: allowed.filter((gateway) => gateway.currency.trim() === currency),
    bounds: restriction.amounts[currency] ?? NO_BOUNDS,
  }));
}

/** The currency a customer pays in: the one asked for, else the page's first. */
async function payableIn(db: DbHandle, merchantId: number, currency: string | undefined): Promise<Payable> {
  const payables = await payableCurrencies(db, merchantId, await findRestriction(db, merchantId));
  const payable = currency ? payables.find((item) => item.currency === currency) : payables[0];
  if (!payable)
    throw fieldErrors({ currency: [msg('customer_payment.currency_not_accepted', { currency })] });
  return payable;
}

const boundText = (minor: number | null, currency: string) =>
  minor === null ? null : formatAmount(minor, currency);

const payableBody = ({ currency, bounds }: Payable): PayableCurrency => ({
  currency,
  decimal_places: currencyDecimals(currency),
  min_amount: boundText(bounds.minMinor, currency),
  max_amount: boundText(bounds.maxMinor, currency),
});

/** SPEC 3 "Unit details": the collector's unit, else the merchant's default unit (as pay pages do). */
export async function findUnitDetails(
  db: DbHandle,
  merchantId: number,
  unitId: number | null,
): Promise<UnitDetails | null> {
  const unit = await findUnitFor(db, merchantId, unitId);
  return unit ? unitDetails(unit, undefined) : null;
}

/** What the customer payment page needs: bounds, gateways, fields, collector and unit. */
export async function customerPaymentOptions(
  db: DbHandle,
  collectorId: string | undefined,
  lang: Lang,
): Promise<CustomerPaymentOptions> {
  const { merchant, collector } = await resolveScope(db, collectorId);
  const payables = await payableCurrencies(db, merchant.id, await findRestriction(db, merchant.id));
  const currencies = payables.map(payableBody);
  return {
    ...(currencies[0] as PayableCurrency),
    currencies,
    gateways: payables.flatMap((payable) =>
      payable.gateways.map((gateway) => ({
        gateway_code: gateway.code,
        gateway: lang === 'ar' ? gateway.name_ar : gateway.name_en,
        logo_url: gateway.logo_url,
        currency: payable.currency,
      })),
    ),
    fields: [
      { name: 'customer_name', required: true, max_length: 100 },
      { name: 'customer_phone', required: false, max_length: 20 },
      { name: 'customer_email', required: false, max_length: 254 },
      { name: 'description', required: false, max_length: 500 },
    ],
    collector: collector
      ? { id: collector.id, name: lang === 'ar' ? collector.name_ar : collector.name_en }
      : null,
    merchant: { title: lang === 'ar' ? merchant.title_ar : merchant.title_en, logo_url: merchant.logo_url },
    unit_details: await findUnitDetails(db, merchant.id, collector?.unit_id ?? null),
    appearance: await customerAppearance(db, merchant.id, 'customer_payment'),
  };
}

/** Pay choices for an amount within the payment restriction. */
export async function customerPayChoices(
  db: DbHandle,
  providers: Pick<Gateways, 'fees'>,
  { amount, collector_id, currency }: CustomerPaymentPayChoicesRequest,
  lang: Lang,
): Promise<PayChoice[]> {
  const { merchant } = await resolveScope(db, collector_id);
  const payable = await payableIn(db, merchant.id, currency);
  const minor = parseAmountField(amount, payable.currency);
  checkPaidBounds(minor, payable.currency, payable.bounds);
  return quotedPayChoices(providers, payable.gateways, minor, payable.currency, lang);
}

/**
 * Creates the customer payment and starts paying it, in the caller's database transaction
 * (the route stores its idempotent answer in it), within the restriction of the moment.
 */
export async function createCustomerPayment(
  trx: DbHandle,
  deps: CustomerPaymentDeps,
  body: CustomerPaymentCreateRequest,
  lang: Lang,
  { merchant, collector }: CustomerPaymentScope,
): Promise<CustomerPaymentCreateResponse> {
  const payable = await payableIn(trx, merchant.id, body.currency);
  const minor = parseAmountField(body.amount, payable.currency);
  checkPaidBounds(minor, payable.currency, payable.bounds);
  const { gateway_code } = body;
  if (!payable.gateways.some((gateway) => gateway.code === gateway_code)) {
    throw fieldErrors({ gateway_code: [msg('customer_payment.gateway_not_allowed')] });
  }
  try {
    return await startCustomerPayment(trx, deps, body, lang, {
      merchantId: merchant.id,
      collector,
      amountMinor: minor,
      currency: payable.currency,
      defaults: paymentDefaults(merchant),
    });
  } catch (error) {
    // The new transaction offers only the chosen gateway, so its fresh choices would hide the
    // others: the page gets all of its own again, priced now (the transaction rolls back).
    if (!(error instanceof ApiError && error.statusCode === 409 && error.extra?.pay_choices)) throw error;
    const quotes = deps.gateways.fees.peek(payable.gateways, minor, payable.currency);
    const choices = buildPayChoices(payable.gateways, minor, payable.currency, body.language ?? lang, quotes);
    throw new ApiError(409, {}, error.messageKey, { pay_choices: choices });
  }
}

export { collectorPages } from './prerender.ts';
export { changeRestriction, restrictionOf } from './restriction.ts';
