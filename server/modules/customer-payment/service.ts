import type { Lang } from '../../../src/domain/contracts/common.ts';
import type {
  CustomerPaymentCreateRequest,
  CustomerPaymentCreateResponse,
  CustomerPaymentOptions,
  PaymentRestrictionResponse,
  PaymentRestrictionSettings,
} from '../../../src/domain/contracts/customer-payments.ts';
import type { PayChoice, UnitDetails } from '../../../src/domain/contracts/payments.ts';
import { currencyDecimals, formatAmount } from '../../../src/domain/money.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { customerAppearance } from '../appearance/service.ts';
import { findDefaultMerchant } from '../merchant/service.ts';
import {
  buildPayChoices,
  findMerchantRow,
  findUnitFor,
  type GatewayRow,
  isUuid,
  listGateways,
  type Merchant,
} from '../payments/service.ts';
import { checkBounds, parseAmountField } from './amount-rules.ts';
import {
  type Collector,
  findCollector,
  findRestriction,
  type Restriction,
  saveRestriction,
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
  if (merchant.payments_paused) throw messageError(423, 'payments.paused');
  return { merchant, collector: collector ?? null };
}

/** The merchant's active gateways that take the restriction's currency and are allowed by it. */
async function restrictedGateways(
  db: DbHandle,
  merchantId: number,
  restriction: Restriction,
): Promise<GatewayRow[]> {
  const gateways = await listGateways(db, merchantId);
  return gateways.filter(
    (gateway) =>
      gateway.currency.trim() === restriction.currency &&
      (restriction.pgCodes.length === 0 || restriction.pgCodes.includes(gateway.code)),
  );
}

/** SPEC 3 "Unit details": the collector's unit, else the merchant's first unit (as pay pages do). */
export async function findUnitDetails(
  db: DbHandle,
  merchantId: number,
  unitId: number | null,
): Promise<UnitDetails | null> {
  const unit = await findUnitFor(db, merchantId, unitId);
  if (!unit) return null;
  return {
    logo_url: unit.logo_url,
    title_en: unit.title_en,
    title_ar: unit.title_ar,
    website: unit.website,
    twitter_url: unit.twitter_url,
    instagram_url: unit.instagram_url,
    facebook_url: unit.facebook_url,
    show_unit_title: unit.show_unit_title,
    header_color: unit.header_color,
    header_image_url: unit.header_image_url,
  };
}

const restrictionBody = (restriction: Restriction): PaymentRestrictionSettings => ({
  currency: restriction.currency,
  min_amount: restriction.minMinor === null ? null : formatAmount(restriction.minMinor, restriction.currency),
  max_amount: restriction.maxMinor === null ? null : formatAmount(restriction.maxMinor, restriction.currency),
  pg_codes: restriction.pgCodes,
});

/** What the customer payment page needs: bounds, gateways, fields, collector and unit. */
export async function customerPaymentOptions(
  db: DbHandle,
  collectorId: string | undefined,
  lang: Lang,
): Promise<CustomerPaymentOptions> {
  const { merchant, collector } = await resolveScope(db, collectorId);
  const restriction = await findRestriction(db, merchant.id);
  const gateways = await restrictedGateways(db, merchant.id, restriction);
  return {
    ...restrictionBody(restriction),
    decimal_places: currencyDecimals(restriction.currency),
    gateways: gateways.map((gateway) => ({
      gateway_code: gateway.code,
      gateway: lang === 'ar' ? gateway.name_ar : gateway.name_en,
      logo_url: gateway.logo_url,
    })),
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
  collectorId: string | null | undefined,
  amount: string,
  lang: Lang,
): Promise<PayChoice[]> {
  const { merchant } = await resolveScope(db, collectorId);
  const restriction = await findRestriction(db, merchant.id);
  const minor = parseAmountField(amount, restriction.currency);
  checkBounds(minor, restriction);
  const gateways = await restrictedGateways(db, merchant.id, restriction);
  return buildPayChoices(gateways, minor, restriction.currency, lang);
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
  const restriction = await findRestriction(trx, merchant.id);
  const minor = parseAmountField(body.amount, restriction.currency);
  checkBounds(minor, restriction);
  const gateways = await restrictedGateways(trx, merchant.id, restriction);
  const { gateway_code } = body;
  if (!gateways.some((gateway) => gateway.code === gateway_code)) {
    throw fieldErrors({ gateway_code: [msg('customer_payment.gateway_not_allowed')] });
  }
  return startCustomerPayment(trx, deps, body, lang, {
    merchantId: merchant.id,
    collector,
    amountMinor: minor,
    currency: restriction.currency,
  });
}

/** The payment restriction with the merchant's gateways to choose from. */
export async function restrictionOf(
  db: DbHandle,
  merchantId: number,
  lang: Lang,
): Promise<PaymentRestrictionResponse> {
  const restriction = await findRestriction(db, merchantId);
  const gateways = await listGateways(db, merchantId);
  return {
    ...restrictionBody(restriction),
    available_gateways: gateways.map((gateway) => ({
      code: gateway.code,
      name: lang === 'ar' ? gateway.name_ar : gateway.name_en,
    })),
  };
}

/** Changes the payment restriction, logged in the same database transaction. */
export async function changeRestriction(
  db: DbHandle,
  user: { merchant_id: number; username: string },
  settings: PaymentRestrictionSettings,
): Promise<void> {
  const { currency, min_amount, max_amount, pg_codes } = settings;
  const minMinor = min_amount ? parseAmountField(min_amount, currency, 'min_amount') : null;
  const maxMinor = max_amount ? parseAmountField(max_amount, currency, 'max_amount') : null;
  if (minMinor !== null && maxMinor !== null && minMinor > maxMinor) {
    throw fieldErrors({ max_amount: [msg('customer_payment.max_below_min')] });
  }
  const known = (await listGateways(db, user.merchant_id)).map((gateway) => gateway.code);
  const unknown = pg_codes.filter((code) => !known.includes(code));
  if (unknown.length > 0) {
    throw fieldErrors({
      pg_codes: [msg('customer_payment.unknown_gateways', { codes: unknown.join(', ') })],
    });
  }
  await inTransaction(db, async (trx) => {
    await saveRestriction(trx, user.merchant_id, {
      currency,
      minMinor,
      maxMinor,
      pgCodes: [...new Set(pg_codes)],
    });
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.payment_restriction_changed',
      plugin: 'customer_payment',
    });
  });
}
export { collectorPages } from './prerender.ts';
