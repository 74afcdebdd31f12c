import type { FastifyInstance } from 'fastify';
import type { CatalogueOrderSummary } from '../../../src/domain/catalogue-order.ts';
import { isEmail } from '../../../src/domain/contact-rules.ts';
import type {
  CartRequest,
  CatalogueCheckoutRequest,
  CatalogueCheckoutResponse,
} from '../../../src/domain/contracts/catalogue.ts';
import type { PayChoice } from '../../../src/domain/contracts/payments.ts';
import { formatAmount, parseAmount } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import { ApiError, fieldErrors, msg } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { reserveDiscountUse } from '../discount-codes/service.ts';
import {
  allowedGateways,
  createTransaction,
  listGateways,
  quotedPayChoices,
  startNewPayment,
} from '../payments/service.ts';
import { insertOrder, takeStock, takeStoreStock } from './order-repository.ts';
import { cartAsAvailable, countedUnits, type PricedCart, presentQuote, priceCart } from './quote.ts';
import type { ShopConfigRow } from './repository.ts';

/** What starting a payment needs from the app. */
export interface ShopDeps {
  gateways: FastifyInstance['gateways'];
  publicUrl: string;
}

/** The gateways the shop's orders can be paid with: the merchant's active ones, in its currency. */
async function shopGateways(db: DbHandle, shop: ShopConfigRow) {
  const gateways = (await listGateways(db, shop.merchant_id)).filter((gateway) => gateway.is_active);
  return allowedGateways(
    gateways,
    gateways.map((gateway) => gateway.code),
    shop.currency,
    'catalogue',
  );
}

export async function cartPayChoices(
  db: DbHandle,
  providers: Pick<Gateways, 'fees'>,
  shop: ShopConfigRow,
  body: CartRequest,
  lang: Lang,
): Promise<PayChoice[]> {
  const priced = await priceCart(db, shop, body);
  if (priced.total === 0) return [];
  return quotedPayChoices(providers, await shopGateways(db, shop), priced.total, shop.currency, lang);
}

function orderSummary(priced: PricedCart, currency: string): CatalogueOrderSummary {
  const money = (minor: number) => formatAmount(minor, currency);
  return {
    lines: priced.lines.map((line) => ({
      slug: line.slug,
      name: { en: line.name_en, ar: line.name_ar },
      quantity: line.quantity,
      unit_price: money(line.unit_price_minor),
      line_total: money(line.line_total_minor),
    })),
    subtotal: money(priced.subtotal),
    discount: money(priced.discount),
    discount_code: priced.code?.code ?? null,
    store: priced.store && {
      id: priced.store.id,
      name: { en: priced.store.name_en, ar: priced.store.name_ar },
    },
  };
}

/** A 409 that gives the customer the cart as it can be bought now. */
async function conflict(db: DbHandle, shop: ShopConfigRow, body: CartRequest, key: string, vars = {}) {
  return new ApiError(409, {}, msg(key, vars), { quote: await cartAsAvailable(db, shop, body) });
}

/**
 * Takes every counted product's units, from the chosen store's own stock for a product stocked
 * per store, lowest id first so two carts never wait on each other in opposite orders. The
 * first product short of stock ends the checkout with a 409 (the caller's transaction rolls
 * back what was taken before it).
 */
async function takeCartStock(trx: DbHandle, shop: ShopConfigRow, body: CartRequest, priced: PricedCart) {
  for (const { productId, quantity, fromStore } of countedUnits(priced.lines)) {
    const taken =
      fromStore && priced.store
        ? await takeStoreStock(trx, productId, priced.store.id, quantity)
        : await takeStock(trx, productId, quantity);
    if (taken) continue;
    const line = priced.lines.find((candidate) => candidate.product_id === productId);
    const product = { en: line?.name_en ?? '', ar: line?.name_ar ?? '' };
    throw fromStore && priced.store
      ? await conflict(trx, shop, body, 'catalogue.sold_out_at_store', {
          product,
          store: { en: priced.store.name_en, ar: priced.store.name_ar },
        })
      : await conflict(trx, shop, body, 'catalogue.sold_out', { product });
  }
}

/** A product stocked per store is sold from one store's units: the customer must say which. */
function requireStore(priced: PricedCart) {
  const perStore = priced.lines.filter((line) => line.from_store);
  if (priced.store || perStore.length === 0) return;
  throw fieldErrors({
    store: [
      msg('catalogue.store_needed', {
        products: {
          en: perStore.map((line) => line.name_en).join(', '),
          ar: perStore.map((line) => line.name_ar).join('، '),
        },
      }),
    ],
  });
}

/**
 * Places a catalogue order priced by the server, in the caller's database transaction (the
 * route keeps its idempotent answer in it): the stock and the code's use are held, the
 * transaction is created to expire when the hold does, and the payment is started; all of it
 * commits together or not at all.
 */
export async function placeCatalogueOrder(
  trx: DbHandle,
  deps: ShopDeps,
  shop: ShopConfigRow,
  body: CatalogueCheckoutRequest,
  lang: Lang,
  now = new Date(),
): Promise<CatalogueCheckoutResponse> {
  const email = body.customer.email.trim();
  if (email && !isEmail(email)) throw fieldErrors({ email: [msg('payments.invalid_email')] });
  const seen = parseAmount(body.total, shop.currency);
  if (!seen.ok) throw fieldErrors({ total: [msg('payments.amount_not_positive')] });
  const gateway = (await shopGateways(trx, shop)).find((candidate) => candidate.code === body.gateway_code);
  if (!gateway) throw fieldErrors({ gateway_code: [msg('errors.invalid_choice')] });
  const priced = await priceCart(trx, shop, body, now);
  requireStore(priced);
  // A code that takes the whole price leaves nothing for a gateway to take.
  if (priced.total === 0) throw fieldErrors({ discount_code: [msg('catalogue.free_order')] });
  if (priced.total !== seen.minor) {
    throw new ApiError(409, {}, msg('catalogue.total_changed'), {
      quote: presentQuote(priced, shop.currency),
    });
  }
  await takeCartStock(trx, shop, body, priced);
  if (priced.code) await reserveDiscountUse(trx, priced.code.id, 'discount_code');

  const holdEnds = new Date(now.getTime() + shop.hold_minutes * 60_000);
  const units = priced.lines.reduce((sum, line) => sum + line.quantity, 0);
  const transaction = await createTransaction(trx, {
    merchantId: shop.merchant_id,
    plugin: 'catalogue',
    amountMinor: priced.total,
    currency: shop.currency,
    pgCodes: [gateway.code],
    customerName: body.customer.name.trim(),
    customerPhone: body.customer.phone.trim() || null,
    customerEmail: email || null,
    description: `${lang === 'ar' ? shop.title_ar : shop.title_en} (${units})`,
    language: lang,
    // Unpaid by the end of the hold, the transaction expires and the stock goes back on sale.
    expirationTime: holdEnds,
    extra: { order: orderSummary(priced, shop.currency) },
  });
  await insertOrder(trx, {
    merchant_id: shop.merchant_id,
    transaction_id: transaction.id,
    lines: JSON.stringify(priced.lines.map(({ inventory: _stock, ...kept }) => kept)),
    store_id: body.store ?? null,
    voucher_id: priced.code?.id ?? null,
    subtotal_minor: priced.subtotal,
    discount_minor: priced.discount,
    total_minor: priced.total,
    currency: shop.currency,
    state: 'held',
    hold_expires_at: holdEnds,
  });
  const started = await startNewPayment(trx, deps, {
    transactionId: transaction.id,
    plugin: 'catalogue',
    gatewayCode: gateway.code,
    lang,
  });
  return {
    transaction_id: transaction.id,
    redirect_url: gateway.adapter === 'cod' ? null : started.redirect_url,
  };
}
