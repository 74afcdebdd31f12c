/**
 * The catalogue checkout's rules (issue 21), apart from the page so the tests reach them: the
 * cart as the server reads it, the product fields and store it still lacks, the server's field
 * errors under the right field, and a 409's quote made the stored cart.
 */
import {
  type CatalogueCart,
  type CatalogueCartItem,
  cartTotalMinor,
  unitPriceMinor,
} from '@/domain/catalogue-cart';
import type { CartLine, CartQuote, CatalogueStore, ProductPrerequisites } from '@/domain/contracts/catalogue';
import type { ApiErrorBody } from '@/domain/contracts/common';
import { amountMinor } from '@/domain/money';

/** The customer's answers to the products' checkout fields: slug → field name → text. */
export type ProductFieldValues = Record<string, Record<string, string>>;

export function cartLines(cart: CatalogueCart, fields: ProductFieldValues): CartLine[] {
  return cart.items.map((item) => ({
    slug: item.slug,
    quantity: item.quantity,
    fields: Object.fromEntries(
      Object.entries(fields[item.slug] ?? {}).map(([name, value]) => [name, value.trim()]),
    ),
  }));
}

/** A product field's key among the form's errors. */
export const productFieldKey = (slug: string, name: string) => `${slug}/${name}`;

/** `slug/name` → the message, for each required product field left empty. */
export function missingProductFields(
  prerequisites: ProductPrerequisites,
  fields: ProductFieldValues,
  required: string,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const product of prerequisites) {
    for (const field of product.required_fields) {
      if (!fields[product.product_slug]?.[field.name]?.trim())
        missing[productFieldKey(product.product_slug, field.name)] = required;
    }
  }
  return missing;
}

/** Only a store holding every product can hand the order over in one go. */
export function storesHoldingAll(stores: readonly CatalogueStore[], slugs: readonly string[]) {
  return stores.filter((store) => slugs.every((slug) => store.product_slugs.includes(slug)));
}

export type CheckoutErrorField = 'name' | 'phone' | 'email' | 'store' | 'discount_code' | 'terms';

export interface ServerCheckoutErrors {
  fields: Partial<Record<CheckoutErrorField, string>>;
  /** Slug → the message under that product's fields (`lines[i].fields`). */
  products: Record<string, string>;
  /** What has no field on the page (the gateway, the cart's lines), said above the button. */
  other?: string;
}

const ERROR_FIELDS: readonly string[] = ['name', 'phone', 'email', 'store', 'discount_code'];
const isErrorField = (key: string): key is CheckoutErrorField => ERROR_FIELDS.includes(key);

const first = (value: unknown): string | undefined =>
  Array.isArray(value) ? value.find((item): item is string => typeof item === 'string') : undefined;

/** A 400's per-field messages (already in the customer's language) put under their fields. */
export function serverCheckoutErrors(
  body: ApiErrorBody | undefined,
  cart: CatalogueCart,
): ServerCheckoutErrors {
  const result: ServerCheckoutErrors = { fields: {}, products: {} };
  if (!body) return result;
  for (const [key, value] of Object.entries(body)) {
    const message = first(value);
    if (!message) continue;
    const line = /^lines\[(\d+)\]\.fields$/.exec(key);
    const slug = line ? cart.items[Number(line[1])]?.slug : undefined;
    // The schema names the customer's fields by their path (customer.phone), checkout by name.
    const field = key.replace(/^customer[./]/, '');
    if (slug) result.products[slug] = message;
    else if (isErrorField(field)) result.fields[field] = message;
    else result.other ??= message;
  }
  return result;
}

/**
 * A 409's quote as the stored cart: each line at the quantity that can be bought now and the
 * price the server charges, a line the quote leaves out dropped. A line cut to the stock learns
 * that this is all there is, so the cart page will not offer more.
 */
export function cartFromQuote(cart: CatalogueCart, quote: CartQuote): CatalogueCart {
  const items: CatalogueCartItem[] = [];
  for (const item of cart.items) {
    const line = quote.lines.find((candidate) => candidate.slug === item.slug);
    if (!line) continue;
    const unit = amountMinor(line.unit_price, quote.currency_code);
    const details =
      unit === unitPriceMinor(item.details)
        ? item.details
        : { ...item.details, price_minor: unit, discounted_price_minor: null };
    const reduced = line.quantity < item.quantity;
    items.push({
      ...item,
      details: { ...details, name_en: line.name.en, name_ar: line.name.ar },
      quantity: line.quantity,
      inventory: reduced && item.inventory !== null ? line.quantity : item.inventory,
    });
  }
  return { ...cart, items, currency: items.length === 0 ? null : cart.currency };
}

/** The amounts the summary shows, in minor units: the server's quote when there is one. */
export function summaryTotals(cart: CatalogueCart, quote: CartQuote | null) {
  const currency = cart.currency ?? quote?.currency_code ?? 'KWD';
  if (!quote) {
    const subtotal = cartTotalMinor(cart);
    return { subtotal, discount: 0, total: subtotal };
  }
  return {
    subtotal: amountMinor(quote.subtotal, currency),
    discount: amountMinor(quote.discount, currency),
    total: amountMinor(quote.total, currency),
  };
}
