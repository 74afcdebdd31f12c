import type { FastifyInstance } from 'fastify';
import { isCalendarDate, kuwaitToday } from '../../../src/domain/business-time.ts';
import { isEmail } from '../../../src/domain/contact-rules.ts';
import type { CheckoutRequest, CheckoutResponse } from '../../../src/domain/contracts/food.ts';
import type { DbHandle } from '../../db/handle.ts';
import { newAccessToken } from '../../lib/capability.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { reserveDiscountUse } from '../discount-codes/service.ts';
import { validateAddress } from '../pay-page/service.ts';
import { allowedGateways, createTransaction, listGateways, startNewPayment } from '../payments/service.ts';
import type { MenuConfigRow } from './menu-repository.ts';
import { confirmationUrl, enqueueOrderConfirmation } from './order-email.ts';
import { announceOrder } from './payment-hook.ts';
import { assertWorking, type Quote, quoteOrder } from './quote.ts';
import { insertOrder, type NewFoodOrder, recordState, takeOrderNumber } from './repository.ts';

/** The gateways a food order can be paid with: the merchant's, in the menu's currency. */
export async function menuGateways(db: DbHandle, menu: MenuConfigRow) {
  const gateways = (await listGateways(db, menu.merchant_id)).filter((gateway) => gateway.is_active);
  return allowedGateways(
    gateways,
    gateways.map((gateway) => gateway.code),
    menu.currency,
    'food_ordering',
  );
}

function assertCateringDate(body: CheckoutRequest, now: Date): void {
  if (body.delivery_type !== 'catering') return;
  const date = body.catering_date ?? '';
  if (!isCalendarDate(date)) {
    throw fieldErrors({ catering_date: [msg('errors.required')] });
  }
  if (date < kuwaitToday(now)) throw fieldErrors({ catering_date: [msg('food.catering_date_past')] });
}

/** SPEC 2.1 order-confirmation/{number}; the token is what opens it, the number is for people to read. */
export interface CheckoutDeps {
  gateways: FastifyInstance['gateways'];
  publicUrl: string;
}

/** A placed order's answer. */
export interface PlacedOrder {
  response: CheckoutResponse;
}

/**
 * Places an order priced by the server, in the caller's database transaction (the checkout
 * route stores its idempotent answer in it): the order, its number, its transaction, the
 * voucher's use and the started payment commit together or not at all. Online, the customer
 * goes on to the gateway's page; an order paid in cash on delivery, or that nobody has to
 * pay for, is visible at once: every open kitchen page hears of it when this commits.
 */
export async function placeOrder(
  trx: DbHandle,
  ctx: CheckoutDeps,
  menu: MenuConfigRow,
  body: CheckoutRequest,
  lang: Lang,
  now = new Date(),
): Promise<PlacedOrder> {
  assertCateringDate(body, now);
  const email = body.customer.email.trim();
  if (email && !isEmail(email)) throw fieldErrors({ email: [msg('payments.invalid_email')] });
  const gateway = (await menuGateways(trx, menu)).find((candidate) => candidate.code === body.gateway_code);
  if (!gateway) throw fieldErrors({ gateway_code: [msg('errors.invalid_choice')] });
  const address = body.address ? validateAddress(body.address) : null;
  if (body.delivery_type === 'delivery' && !address) throw fieldErrors({ address: [msg('errors.required')] });
  const quote = await quoteOrder(trx, menu, body, lang, now);
  assertWorking(quote.place, body.delivery_type, now, lang);

  const number = await takeOrderNumber(trx, menu.merchant_id);
  const token = newAccessToken();
  const transaction =
    quote.totals.total > 0
      ? await createTransaction(trx, {
          merchantId: menu.merchant_id,
          plugin: 'food_ordering',
          amountMinor: quote.totals.total,
          currency: menu.currency,
          pgCodes: [gateway.code],
          customerName: body.customer.name.trim(),
          customerPhone: body.customer.phone.trim() || null,
          customerEmail: email || null,
          description: `${lang === 'ar' ? menu.title_ar : menu.title_en} #${number}`,
          language: lang,
          // The result page and the receipt show it as the order number; after a payment that went
          // through, the result page moves on to the order's confirmation.
          externalReference: number,
          nextUrl: confirmationUrl(ctx.publicUrl, lang, number, token),
          extra: { order_number: number },
        })
      : null;
  if (quote.voucher) await reserveDiscountUse(trx, quote.voucher.id, 'voucher');
  // Cash on delivery turns the transaction to `cod` as the payment starts below, in this same
  // database transaction, so the order is visible from the start. Set here, the payments
  // hook finds it already shown and leaves the announcement to this checkout.
  const visibleAtOnce = !transaction || gateway.adapter === 'cod';
  const order = await insertOrder(
    trx,
    orderValues(menu, body, quote, {
      number,
      token,
      lang,
      address,
      transactionId: transaction?.id ?? null,
      visibleAt: visibleAtOnce ? now : null,
    }),
  );
  await recordState(trx, order.id, null, 'received');

  let redirectUrl: string | null = null;
  if (order.transaction_id) {
    const started = await startNewPayment(trx, ctx, {
      transactionId: order.transaction_id,
      plugin: 'food_ordering',
      gatewayCode: gateway.code,
      lang,
    });
    if (gateway.adapter !== 'cod') redirectUrl = started.redirect_url;
  }
  if (visibleAtOnce) {
    await announceOrder(trx, order);
    await enqueueOrderConfirmation(trx, ctx.publicUrl, order.id);
  }
  return { response: { order_number: order.number, order_id: order.id, token, redirect_url: redirectUrl } };
}

function orderValues(
  menu: MenuConfigRow,
  body: CheckoutRequest,
  quote: Quote,
  extra: {
    number: string;
    token: string;
    lang: Lang;
    address: object | null;
    transactionId: string | null;
    visibleAt: Date | null;
  },
): NewFoodOrder {
  const { totals } = quote;
  return {
    merchant_id: menu.merchant_id,
    number: extra.number,
    access_token: extra.token,
    delivery_type: body.delivery_type,
    branch_id: quote.place.branch?.id ?? null,
    delivery_area_id: quote.place.area?.id ?? null,
    catering_date: body.delivery_type === 'catering' ? (body.catering_date ?? null) : null,
    customer_name: body.customer.name.trim(),
    customer_phone: body.customer.phone.trim(),
    customer_email: body.customer.email.trim(),
    address: extra.address && JSON.stringify(extra.address),
    lines: JSON.stringify(quote.cart.lines),
    plates: quote.cart.plates && JSON.stringify(quote.cart.plates),
    subtotal_minor: totals.subtotal,
    discount_minor: totals.discount,
    delivery_charges_minor: totals.delivery_charges,
    service_charges_minor: totals.service_charges,
    total_minor: totals.total,
    currency: menu.currency,
    voucher_code: quote.voucher?.code ?? null,
    gateway_code: body.gateway_code,
    transaction_id: extra.transactionId,
    lang: extra.lang,
    visible_at: extra.visibleAt,
  };
}
