import type { DeliveryType, PayChoicesRequest } from '../../../src/domain/contracts/food.ts';
import { formatDateTime } from '../../../src/domain/date-formats.ts';
import { meetsMinimumOrder, type OrderTotals, orderTotals } from '../../../src/domain/food-pricing.ts';
import { minorFromDb } from '../../../src/domain/money.ts';
import { isOpenAt, nextOpening } from '../../../src/domain/weekday-hours.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, msg, nonFieldError } from '../../lib/errors.ts';
import { type Lang, moneyVar } from '../../lib/i18n.ts';
import { type DiscountCodeRow, toPricingVoucher, usableDiscountCode } from '../discount-codes/service.ts';
import { cartChanged, changesOf, lineStates, presentQuote, seenTotal } from './cart-changes.ts';
import { type PricedCart, priceCart } from './cart-pricing.ts';
import {
  type AreaRow,
  type BranchRow,
  branchOffKeys,
  findArea,
  findBranch,
  listCategories,
  listItems,
  type MenuConfigRow,
} from './menu-repository.ts';

export interface Place {
  branch: BranchRow | null;
  area: AreaRow | null;
}

/**
 * Where an order is made and delivered from: delivery needs a delivery area (its branch
 * cooks), pickup a branch, catering either. Unknown ids are field errors.
 */
export async function resolvePlace(
  db: DbHandle,
  merchantId: number,
  deliveryType: DeliveryType,
  ids: { branch?: number | null; delivery_area?: number | null },
): Promise<Place> {
  const area = ids.delivery_area ? await findArea(db, merchantId, ids.delivery_area) : undefined;
  if (ids.delivery_area && !area) throw fieldErrors({ delivery_area: [msg('errors.invalid_choice')] });
  const branchId = area?.branch_id ?? ids.branch;
  const branch = branchId ? await findBranch(db, merchantId, branchId) : undefined;
  if (branchId && !branch) throw fieldErrors({ branch: [msg('errors.invalid_choice')] });
  if (deliveryType === 'delivery' && !area) throw fieldErrors({ delivery_area: [msg('errors.required')] });
  if (deliveryType === 'pickup' && !branch) throw fieldErrors({ branch: [msg('errors.required')] });
  if (deliveryType === 'catering' && !branch && !area)
    throw fieldErrors({ branch: [msg('errors.required')] });
  return { branch: branch ?? null, area: area ?? null };
}

/** The delivery area's minimum when delivering, else the branch's. */
export const minimumOf = (place: Place) =>
  minorFromDb(place.area?.minimum_order_minor ?? place.branch?.minimum_order_minor ?? 0);

/**
 * Open when the branch and (for delivery) the area both are, by their weekly hours and dated
 * exceptions (holidays); with the next opening otherwise. A branch closed by hand is closed
 * whatever its hours, with no reopening: staff decide it.
 */
export function workingAt(
  place: Place,
  at: Date,
): { working: boolean; opensAt: Date | null; closed: 'branch' | 'area' | null } {
  const closedPart = (
    row: Pick<BranchRow, 'working_hours' | 'hours_exceptions'> & { closed_now?: boolean },
    part: 'branch' | 'area',
  ) => {
    if (row.closed_now) return { working: false, opensAt: null, closed: part };
    return isOpenAt(row.working_hours, at, row.hours_exceptions)
      ? null
      : { working: false, opensAt: nextOpening(row.working_hours, at, row.hours_exceptions), closed: part };
  };
  return (
    (place.branch && closedPart(place.branch, 'branch')) ||
    (place.area && closedPart(place.area, 'area')) || {
      working: true,
      opensAt: null,
      closed: null,
    }
  );
}

export interface Quote {
  place: Place;
  cart: PricedCart;
  totals: OrderTotals;
  voucher: DiscountCodeRow | null;
}

/** Subtotal, voucher and charges of priced lines; the voucher is checked against this subtotal. */
async function totalsOf(
  db: DbHandle,
  menu: MenuConfigRow,
  body: PayChoicesRequest,
  place: Place,
  cart: PricedCart,
  now: Date,
): Promise<{ totals: OrderTotals; voucher: DiscountCodeRow | null }> {
  const delivery = place.area ? minorFromDb(place.area.delivery_charges_minor) : 0;
  const service = cart.cateringCategories.map((category) => minorFromDb(category.service_charges_minor));
  const draft = orderTotals({
    lines: cart.priced,
    voucher: null,
    delivery_charges_minor: delivery,
    service_charges_minor: service,
  });
  const voucher = body.voucher
    ? await usableDiscountCode(
        db,
        menu.merchant_id,
        body.voucher,
        draft.subtotal,
        menu.currency,
        'voucher',
        now,
        body.delivery_type,
      )
    : null;
  const totals = orderTotals({
    lines: cart.priced,
    voucher: voucher && toPricingVoucher(voucher),
    delivery_charges_minor: delivery,
    service_charges_minor: service,
  });
  return { totals, voucher };
}

const NOTHING: OrderTotals = { subtotal: 0, discount: 0, delivery_charges: 0, service_charges: 0, total: 0 };

/**
 * Prices a checkout body from the database alone (the client's prices are never charged):
 * place, lines, plates, voucher and charges; then the rules that refuse an order: a dish gone,
 * sold out today or not sold at the branch, or a price or total other than the cart showed
 * (409 with the changes and the cart priced again), the place closed now, or the subtotal
 * below its minimum.
 */
export async function quoteOrder(
  db: DbHandle,
  menu: MenuConfigRow,
  body: PayChoicesRequest,
  lang: Lang,
  now = new Date(),
): Promise<Quote> {
  const merchantId = menu.merchant_id;
  const place = await resolvePlace(db, merchantId, body.delivery_type, body);
  const ids = [...new Set(body.lines.map((line) => line.menu_item))];
  const [items, categories, off] = await Promise.all([
    listItems(db, merchantId, { ids }),
    listCategories(db, merchantId),
    branchOffKeys(db, ids),
  ]);
  const itemMap = new Map(items.map((item) => [item.id, item]));
  const categoryMap = new Map(categories.map((category) => [category.id, category]));
  const catering = body.delivery_type === 'catering';
  const states = lineStates(body.lines, itemMap, categoryMap, catering, place.branch?.id ?? null, off, now);
  const price = (lines: typeof body.lines) => priceCart({ ...body, lines, lang }, itemMap, categoryMap);

  if (states.some((state) => state.unavailable)) {
    const rest = states.filter((state) => !state.unavailable).map((state) => state.line);
    const totals = rest.length ? (await totalsOf(db, menu, body, place, price(rest), now)).totals : NOTHING;
    throw cartChanged(changesOf(states, menu.currency), presentQuote(states, totals, menu.currency));
  }
  const cart = price(body.lines);
  const { totals, voucher } = await totalsOf(db, menu, body, place, cart, now);
  const changes = changesOf(states, menu.currency);
  const total = seenTotal(body.total, menu.currency);
  if (changes.length || (total !== null && total !== totals.total)) {
    throw cartChanged(changes, presentQuote(states, totals, menu.currency));
  }
  const minimum = minimumOf(place);
  if (!meetsMinimumOrder(totals.subtotal, minimum)) {
    throw nonFieldError('food.below_minimum_order', {
      minimum: moneyVar(minimum, menu.currency),
    });
  }
  return { place, cart, totals, voucher };
}

/** Checkout refuses a closed branch or area, saying when it opens (SPEC: checked before checkout). */
export function assertWorking(place: Place, deliveryType: DeliveryType, now: Date, lang: Lang): void {
  // A catering order is for a later date: the kitchen's hours now do not matter.
  if (deliveryType === 'catering') return;
  const answer = workingAt(place, now);
  if (answer.working) return;
  const key = answer.closed === 'area' ? 'food.area_closed' : 'food.branch_closed';
  throw nonFieldError(answer.opensAt ? `${key}_until` : key, {
    opens_at: answer.opensAt ? formatDateTime(answer.opensAt, lang) : '',
  });
}
