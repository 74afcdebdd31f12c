import type { DishRequest } from '../../../src/domain/contracts/menu-admin.ts';
import {
  discountProblem,
  keepIds,
  listProblem,
  nameProblem,
  skuProblem,
} from '../../../src/domain/menu-rules.ts';

import type { MenuChecks } from './common.ts';
import type { FoodAddOnJson, FoodOptionJson, FoodSizeJson } from './dish-repository.ts';

/** What the dish stored before an edit: its entries keep their ids. */
export interface StoredEntries {
  sizes: readonly FoodSizeJson[];
  options: readonly FoodOptionJson[];
  add_ons: readonly FoodAddOnJson[];
}

export interface CheckedDish {
  request: DishRequest;
  price_minor: number;
  discounted_price_minor: number | null;
  sizes: FoodSizeJson[];
  options: FoodOptionJson[];
  add_ons: FoodAddOnJson[];
}

const names = (entry: { name_en: string; name_ar: string }) => ({
  name_en: entry.name_en.trim(),
  name_ar: entry.name_ar.trim(),
});
const ids = (entries: readonly { id: number }[]) => entries.map((entry) => entry.id);

/**
 * Checks a whole dish (a new one, or one with a change applied), every field at once; the
 * sizes, option groups and add-ons come back numbered (ids kept, new ones after the largest).
 */
export function checkDish(
  check: MenuChecks,
  input: DishRequest,
  currency: string,
  stored: StoredEntries,
): CheckedDish {
  const request: DishRequest = {
    ...input,
    ...names(input),
    sku: input.sku.trim(),
    description_en: input.description_en.trim(),
    description_ar: input.description_ar.trim(),
    images: [...new Set(input.images)],
    branch_ids_off: [...new Set(input.branch_ids_off)].sort((a, b) => a - b),
    promoted_for: [...new Set(input.promoted_for)],
  };
  check.refuse('name_en', nameProblem(request.name_en));
  check.refuse('name_ar', nameProblem(request.name_ar));
  check.refuse('sku', skuProblem(request.sku));
  const price = check.price('price', request.price, currency);
  const discountedText = request.discounted_price?.trim() || null;
  const discounted =
    discountedText === null ? null : check.price('discounted_price', discountedText, currency);
  if (!check.has('price') && !check.has('discounted_price'))
    check.refuse('discounted_price', discountProblem(price, discounted));

  check.refuse('sizes', listProblem(request.sizes));
  const sizes = keepIds(ids(stored.sizes), request.sizes).map((size) => {
    const sizePrice = check.price('sizes', size.price, currency);
    const sizeDiscount = size.discounted_price?.trim()
      ? check.price('sizes', size.discounted_price, currency)
      : null;
    if (!check.has('sizes')) check.refuse('sizes', discountProblem(sizePrice, sizeDiscount));
    return { id: size.id, ...names(size), price_minor: sizePrice, discounted_price_minor: sizeDiscount };
  });

  check.refuse('options', listProblem(request.options));
  const options = keepIds(ids(stored.options), request.options).map((group) => {
    check.refuse('options', listProblem(group.items, true));
    const before = stored.options.find((old) => old.id === group.id)?.items ?? [];
    const items = keepIds(ids(before), group.items).map((choice) => ({
      id: choice.id,
      ...names(choice),
      price_minor: check.price('options', choice.price, currency, true),
    }));
    return { id: group.id, ...names(group), required: group.required, items };
  });

  check.refuse('add_ons', listProblem(request.add_ons));
  const add_ons = keepIds(ids(stored.add_ons), request.add_ons).map((addOn) => ({
    id: addOn.id,
    ...names(addOn),
    price_minor: check.price('add_ons', addOn.price, currency, true),
  }));
  return { request, price_minor: price, discounted_price_minor: discounted, sizes, options, add_ons };
}
