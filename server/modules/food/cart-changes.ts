import type { CheckoutLine } from '../../../src/domain/contracts/food.ts';
import type { CartChange, CheckoutQuote } from '../../../src/domain/contracts/food-checkout-changes.ts';
import { availableAt, type Unavailability } from '../../../src/domain/food-availability.ts';
import { cartChanges, type QuotedLine } from '../../../src/domain/food-cart-changes.ts';
import type { OrderTotals } from '../../../src/domain/food-pricing.ts';
import { currencyDecimals, formatAmount, minorFromDb, parseDecimal } from '../../../src/domain/money.ts';
import { unitPrice } from '../../../src/domain/unit-price.ts';
import { ApiError, fieldErrors, msg } from '../../lib/errors.ts';
import type { CategoryRow, ItemRow } from './menu-repository.ts';

/**
 * Checkout never charges a price the customer was not shown (issue 23): the cart's lines carry
 * the unit price it showed and the request the total; a dish gone, sold out today or not sold at
 * the branch, or a price that moved, answers 409 with what changed and the cart priced again.
 */

/** A line's unit price now, as the cart keeps it: the size's (or the dish's) price and discounted price. */
function pricesOf(item: ItemRow, line: CheckoutLine): { price: number; discounted: number | null } | null {
  if (line.size === null || line.size === undefined) {
    return {
      price: minorFromDb(item.price_minor),
      discounted: item.discounted_price_minor === null ? null : minorFromDb(item.discounted_price_minor),
    };
  }
  const size = item.sizes.find((candidate) => candidate.id === line.size);
  return size ? { price: size.price_minor, discounted: size.discounted_price_minor } : null;
}

/** The unit price a line's cart showed, or null when it sent none; a malformed one is the line's 400. */
function seenPrice(line: CheckoutLine, index: number, currency: string): number | null {
  if (line.unit_price === undefined) return null;
  const parsed = parseDecimal(line.unit_price.trim(), currencyDecimals(currency));
  if (parsed.ok) return parsed.minor;
  throw fieldErrors({ lines: [msg('menu_ops.unit_price_invalid', { row: index + 1 })] });
}

export interface LineState {
  line: CheckoutLine;
  item: ItemRow | undefined;
  unavailable: Unavailability | null;
}

/**
 * Why each line cannot be ordered now. A dish that is not on this menu at all counts as gone
 * only for a cart that showed it a price; otherwise pricing refuses the line as before (400).
 */
export function lineStates(
  lines: CheckoutLine[],
  items: Map<number, ItemRow>,
  categories: Map<number, CategoryRow>,
  catering: boolean,
  branchId: number | null,
  off: ReadonlySet<string>,
  now: Date,
): LineState[] {
  return lines.map((line) => {
    const item = items.get(line.menu_item);
    const category = item && categories.get(item.category_id);
    const onMenu = item && category && category.is_catering === catering;
    if (!onMenu) return { line, item: undefined, unavailable: line.unit_price === undefined ? null : 'gone' };
    const unavailable = availableAt({ ...item, sold_out_on: item.sold_out_day }, branchId, off, now);
    // An unavailable dish in a cart that showed no price keeps pricing's own message.
    if (unavailable === 'gone' && line.unit_price === undefined) return { line, item, unavailable: null };
    return { line, item, unavailable };
  });
}

/** The changes between what the cart showed and the menu now, each named in both languages. */
export function changesOf(states: LineState[], currency: string): CartChange[] {
  const quoted: QuotedLine[] = states.map(({ line, item, unavailable }) => {
    const prices = item && pricesOf(item, line);
    return {
      menu_item: line.menu_item,
      unit_price: prices ? unitPrice(prices.price, prices.discounted) : null,
      unavailable: unavailable ?? (prices ? null : 'gone'),
    };
  });
  const seen = states.map(({ line }, index) => ({
    menu_item: line.menu_item,
    unit_price: seenPrice(line, index, currency),
  }));
  const money = (minor: number | null) => (minor === null ? null : formatAmount(minor, currency));
  return cartChanges(seen, quoted).map((change) => {
    const item = states.find((state) => state.line.menu_item === change.menu_item)?.item;
    return {
      menu_item: change.menu_item,
      name: { en: item?.name_en ?? '', ar: item?.name_ar ?? '' },
      kind: change.kind,
      old_price: money(change.old_price),
      new_price: money(change.new_price),
    };
  });
}

/** The cart as it can be ordered now: each line's prices, or unavailable, and the totals of the rest. */
export function presentQuote(states: LineState[], totals: OrderTotals, currency: string): CheckoutQuote {
  const money = (minor: number) => formatAmount(minor, currency);
  return {
    lines: states.map(({ line, item, unavailable }) => {
      const prices = item && !unavailable ? pricesOf(item, line) : null;
      return {
        menu_item: line.menu_item,
        available: prices !== null,
        price: prices ? money(prices.price) : null,
        price_with_discount: prices?.discounted == null ? null : money(prices.discounted),
      };
    }),
    subtotal: money(totals.subtotal),
    discount: money(totals.discount),
    delivery_charges: money(totals.delivery_charges),
    service_charges: money(totals.service_charges),
    total: money(totals.total),
  };
}

export const cartChanged = (changes: CartChange[], quote: CheckoutQuote) =>
  new ApiError(409, {}, msg('menu_ops.cart_changed'), { changes, quote });

/** The total the customer was shown, when the request says it; a malformed one is a 400. */
export function seenTotal(total: string | undefined, currency: string): number | null {
  if (total === undefined) return null;
  const parsed = parseDecimal(total.trim(), currencyDecimals(currency));
  if (parsed.ok) return parsed.minor;
  throw fieldErrors({ total: [msg('payments.amount_not_positive')] });
}
