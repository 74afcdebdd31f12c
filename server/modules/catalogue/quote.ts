import { type CatalogueCartDetails, lineTotalMinor } from '../../../src/domain/catalogue-cart.ts';
import { availableStock, stockedPerStore } from '../../../src/domain/catalogue-stock.ts';
import type { CartLine, CartQuote, CartRequest } from '../../../src/domain/contracts/catalogue.ts';
import { voucherDiscount } from '../../../src/domain/food-pricing.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import { ApiError, fieldErrors, type Msg, msg } from '../../lib/errors.ts';
import { type DiscountCodeRow, toPricingVoucher, usableDiscountCode } from '../discount-codes/service.ts';
import type { CatalogueOrderLineJson } from './order-repository.ts';
import {
  findProducts,
  type ProductRow,
  productStoreStock,
  type ShopConfigRow,
  storesHolding,
} from './repository.ts';

/** A cart priced by the server from the shop's current products. */
export interface PricedCart {
  lines: (CatalogueOrderLineJson & { inventory: number | null })[];
  subtotal: number;
  discount: number;
  total: number;
  code: DiscountCodeRow | null;
  store: PickupStore | null;
}

/** Where the customer collects the order. */
export interface PickupStore {
  id: number;
  name_en: string;
  name_ar: string;
}

const detailsOf = (row: ProductRow): CatalogueCartDetails => ({
  name_en: row.name_en,
  name_ar: row.name_ar,
  image: row.images[0] ?? null,
  price_minor: minorFromDb(row.price_minor),
  discounted_price_minor:
    row.discounted_price_minor === null ? null : minorFromDb(row.discounted_price_minor),
});

/** The product's own checkout fields, each filled in; anything else the client sent is dropped. */
function checkoutFields(row: ProductRow, line: CartLine, index: number): Record<string, string> {
  const kept: Record<string, string> = {};
  const missing: Msg[] = [];
  for (const field of row.required_fields) {
    const value = line.fields[field.name]?.trim() ?? '';
    if (value) kept[field.name] = value;
    else missing.push(msg('catalogue.field_required', { field: { en: field.label_en, ar: field.label_ar } }));
  }
  if (missing.length > 0) throw fieldErrors({ [`lines[${index}].fields`]: missing });
  return kept;
}

/** The chosen store, when it holds every product of the cart. */
async function storeHolding(
  db: DbHandle,
  shop: ShopConfigRow,
  storeId: number,
  rows: ProductRow[],
): Promise<PickupStore> {
  const held = (
    await storesHolding(
      db,
      shop.merchant_id,
      rows.map((row) => row.id),
    )
  ).filter((row) => row.id === storeId);
  const holds = new Set(held.map((row) => row.product_id));
  const lacking = rows.filter((row) => !holds.has(row.id));
  if (held.length === 0 || lacking.length > 0) {
    throw fieldErrors({
      store: [
        msg('catalogue.store_lacks', {
          products: {
            en: lacking.map((row) => row.name_en).join(', '),
            ar: lacking.map((row) => row.name_ar).join('، '),
          },
        }),
      ],
    });
  }
  const [store] = held;
  return { id: storeId, name_en: store?.name_en ?? '', name_ar: store?.name_ar ?? '' };
}

/**
 * Where each product's stock is taken from: the chosen store's own units for a product stocked
 * per store (all its selling stores' units while none is chosen), else the product's count.
 */
async function stockSources(db: DbHandle, shop: ShopConfigRow, rows: ProductRow[], storeId: number | null) {
  const stores = await productStoreStock(
    db,
    shop.merchant_id,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => {
      const own = stores.filter((store) => store.product_id === row.id);
      if (!stockedPerStore(own)) return [row.id, { fromStore: false, inventory: row.inventory }];
      if (storeId === null) return [row.id, { fromStore: true, inventory: availableStock(null, own) }];
      // A store not counting a product stocked per store has none of it to sell.
      const chosen = own.find((store) => store.store_id === storeId);
      return [row.id, { fromStore: true, inventory: chosen?.active ? (chosen.inventory ?? 0) : 0 }];
    }),
  );
}

/**
 * Prices a cart: unknown products, missing checkout fields, a store that does not hold every
 * product and a code that cannot be used are 400s on their field, in the customer's language.
 * Stock is not checked here: checkout takes it, and reports what it could not take.
 */
export async function priceCart(
  db: DbHandle,
  shop: ShopConfigRow,
  body: CartRequest,
  now = new Date(),
): Promise<PricedCart> {
  const slugs = [...new Set(body.lines.map((line) => line.slug))];
  const rows = await findProducts(db, shop.merchant_id, slugs);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const unknown = slugs.filter((slug) => !bySlug.has(slug));
  if (unknown.length > 0) {
    throw fieldErrors({ lines: [msg('catalogue.products_unknown', { slugs: unknown.join(', ') })] });
  }
  const store = body.store ? await storeHolding(db, shop, body.store, rows) : null;
  const sources = await stockSources(db, shop, rows, store?.id ?? null);
  const lines = body.lines.map((line, index) => {
    const row = bySlug.get(line.slug) as ProductRow;
    const details = detailsOf(row);
    const source = sources.get(row.id) ?? { fromStore: false, inventory: row.inventory };
    return {
      product_id: row.id,
      slug: row.slug,
      name_en: row.name_en,
      name_ar: row.name_ar,
      unit_price_minor: lineTotalMinor({ details, quantity: 1 }),
      quantity: line.quantity,
      line_total_minor: lineTotalMinor({ details, quantity: line.quantity }),
      counted: source.inventory !== null,
      from_store: source.fromStore,
      inventory: source.inventory,
      fields: checkoutFields(row, line, index),
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.line_total_minor, 0);
  const code = body.discount_code?.trim()
    ? await usableDiscountCode(
        db,
        shop.merchant_id,
        body.discount_code,
        subtotal,
        shop.currency,
        'discount_code',
        now,
      )
    : null;
  const discount = voucherDiscount(subtotal, code && toPricingVoucher(code));
  return { lines, subtotal, discount, total: subtotal - discount, code, store };
}

export function presentQuote(priced: PricedCart, currency: string): CartQuote {
  const money = (minor: number) => formatAmount(minor, currency);
  return {
    lines: priced.lines.map((line) => ({
      slug: line.slug,
      name: { en: line.name_en, ar: line.name_ar },
      unit_price: money(line.unit_price_minor),
      quantity: line.quantity,
      line_total: money(line.line_total_minor),
      fields: line.fields,
    })),
    subtotal: money(priced.subtotal),
    discount: money(priced.discount),
    total: money(priced.total),
    currency_code: currency,
  };
}

/**
 * Units of each counted product the cart asks for, lowest product id first (the order every
 * taker locks stock rows in, so two never wait on each other), and whether the store's own.
 */
export function countedUnits(
  lines: readonly Pick<CatalogueOrderLineJson, 'product_id' | 'quantity' | 'counted' | 'from_store'>[],
): { productId: number; quantity: number; fromStore: boolean }[] {
  const units = new Map<number, { productId: number; quantity: number; fromStore: boolean }>();
  for (const line of lines) {
    if (!line.counted) continue;
    const known = units.get(line.product_id);
    units.set(line.product_id, {
      productId: line.product_id,
      quantity: (known?.quantity ?? 0) + line.quantity,
      fromStore: line.from_store === true,
    });
  }
  return [...units.values()].sort((a, b) => a.productId - b.productId);
}

/**
 * The cart as it can be bought now: each line cut to the stock left (a sold-out one dropped),
 * priced again, with the code only if it still applies. What a 409 gives the customer.
 */
export async function cartAsAvailable(
  db: DbHandle,
  shop: ShopConfigRow,
  body: CartRequest,
): Promise<CartQuote> {
  const current = await priceCart(db, shop, { ...body, discount_code: null });
  const left = new Map(current.lines.map((line) => [line.product_id, line.inventory]));
  const lines: CartLine[] = [];
  body.lines.forEach((line, index) => {
    const priced = current.lines[index];
    const stock = priced ? left.get(priced.product_id) : null;
    const quantity =
      stock === null || stock === undefined ? line.quantity : Math.min(line.quantity, Math.max(stock, 0));
    if (priced && stock !== null && stock !== undefined) left.set(priced.product_id, stock - quantity);
    if (quantity > 0) lines.push({ ...line, quantity });
  });
  if (lines.length === 0)
    return presentQuote(
      { lines: [], subtotal: 0, discount: 0, total: 0, code: null, store: null },
      shop.currency,
    );
  try {
    return presentQuote(await priceCart(db, shop, { ...body, lines }), shop.currency);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return presentQuote(await priceCart(db, shop, { ...body, lines, discount_code: null }), shop.currency);
  }
}
