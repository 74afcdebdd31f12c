import type { CheckoutLine, DeliveryType } from '../../../src/domain/contracts/food.ts';
import { SPECIAL_INSTRUCTION_MAX } from '../../../src/domain/food-cart.ts';
import { lineTotal, type PricedLine } from '../../../src/domain/food-pricing.ts';
import { minorFromDb } from '../../../src/domain/money.ts';
import { unitPrice } from '../../../src/domain/unit-price.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { CategoryRow, ItemRow } from './menu-repository.ts';
import type { FoodOrderLineJson } from './repository.ts';

export interface PricedCart {
  lines: FoodOrderLineJson[];
  priced: PricedLine[];
  /** Catering categories of the order (each adds its service charges once). */
  cateringCategories: CategoryRow[];
  plates: Record<string, number> | null;
}

/**
 * Checks every line against the menu and prices it from the menu alone: the item is on this
 * menu (catering items for catering, the others for delivery and pickup) and available; size,
 * options and add-ons belong to it; every required option is chosen. Catering lines take
 * their category's plates as quantity (SPEC 7.2), never fewer than its minimum.
 * All problems are reported at once under `lines` (and `plates`).
 */
export function priceCart(
  input: { delivery_type: DeliveryType; lines: CheckoutLine[]; plates?: Record<string, number>; lang: Lang },
  items: Map<number, ItemRow>,
  categories: Map<number, CategoryRow>,
): PricedCart {
  const catering = input.delivery_type === 'catering';
  const lineErrors: Msg[] = [];
  const plateErrors: Msg[] = [];
  const lines: FoodOrderLineJson[] = [];
  const priced: PricedLine[] = [];
  const used = new Map<number, CategoryRow>();
  const nameOf = (row: { name_en: string; name_ar: string }) =>
    input.lang === 'ar' ? row.name_ar : row.name_en;
  const fail = (key: string, vars?: Record<string, string | number>) => lineErrors.push(msg(key, vars));

  if (input.lines.length === 0) fail('food.cart_empty');
  for (const [index, line] of input.lines.entries()) {
    const row = index + 1;
    const item = items.get(line.menu_item);
    const category = item && categories.get(item.category_id);
    if (!item || !category || category.is_catering !== catering) {
      fail('food.item_not_on_menu', { row });
      continue;
    }
    if (!item.available) {
      fail('food.item_unavailable', { row, name: nameOf(item) });
      continue;
    }
    if (catering && line.category_id !== undefined && line.category_id !== item.category_id) {
      fail('food.item_wrong_category', { row, name: nameOf(item) });
      continue;
    }
    if (line.special_instructions.length > SPECIAL_INSTRUCTION_MAX) fail('food.special_instruction_too_long');
    const size = line.size === null ? null : item.sizes.find((candidate) => candidate.id === line.size);
    if (size === undefined) fail('food.invalid_size', { row, name: nameOf(item) });
    const addOns = line.add_ons.map((id) => item.add_ons.find((candidate) => candidate.id === id));
    if (addOns.some((addOn) => !addOn) || new Set(line.add_ons).size !== line.add_ons.length) {
      fail('food.invalid_add_on', { row, name: nameOf(item) });
    }
    const chosen = Object.entries(line.options).map(([groupId, choiceId]) => {
      const group = item.options.find((candidate) => String(candidate.id) === groupId);
      return { group, choice: group?.items.find((candidate) => candidate.id === choiceId) };
    });
    if (chosen.some(({ choice }) => !choice)) fail('food.invalid_option', { row, name: nameOf(item) });
    const missing = item.options.find((group) => group.required && !(String(group.id) in line.options));
    if (missing) fail('food.option_required', { row, name: nameOf(item), option: nameOf(missing) });

    let quantity = line.quantity;
    if (catering) {
      used.set(category.id, category);
      quantity = input.plates?.[String(category.id)] ?? 0;
    }
    if (size === undefined || addOns.some((addOn) => !addOn) || chosen.some(({ choice }) => !choice))
      continue;
    const unit = size
      ? unitPrice(size.price_minor, size.discounted_price_minor)
      : unitPrice(
          minorFromDb(item.price_minor),
          item.discounted_price_minor === null ? null : minorFromDb(item.discounted_price_minor),
        );
    const pricedLine: PricedLine = {
      unit_minor: unit,
      options_minor: chosen.map(({ choice }) => choice?.price_minor ?? 0),
      add_ons_minor: addOns.map((addOn) => addOn?.price_minor ?? 0),
      quantity,
    };
    priced.push(pricedLine);
    lines.push({
      menu_item: item.id,
      name_en: item.name_en,
      name_ar: item.name_ar,
      quantity,
      size: size ? { id: size.id, name_en: size.name_en, name_ar: size.name_ar } : null,
      options: chosen.map(({ group, choice }) => ({
        group_id: group?.id ?? 0,
        group_en: group?.name_en ?? '',
        group_ar: group?.name_ar ?? '',
        item_id: choice?.id ?? 0,
        en: choice?.name_en ?? '',
        ar: choice?.name_ar ?? '',
      })),
      add_ons: addOns.flatMap((addOn) => (addOn ? [addOn] : [])),
      special_instructions: line.special_instructions.trim(),
      unit_price_minor: unit,
      line_total_minor: lineTotal(pricedLine),
      category_id: catering ? category.id : null,
      category_en: catering ? category.name_en : null,
      category_ar: catering ? category.name_ar : null,
    });
  }
  for (const category of used.values()) {
    const plates = input.plates?.[String(category.id)];
    if (plates === undefined || !Number.isInteger(plates) || plates < category.minimum_number_of_plates) {
      plateErrors.push(
        msg('food.plates_below_minimum', {
          name: nameOf(category),
          count: category.minimum_number_of_plates,
        }),
      );
    }
  }
  const errors: Record<string, Msg[]> = {};
  if (lineErrors.length) errors.lines = lineErrors;
  if (plateErrors.length) errors.plates = plateErrors;
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const plates = catering
    ? Object.fromEntries([...used.keys()].map((id) => [String(id), input.plates?.[String(id)] ?? 0]))
    : null;
  return { lines, priced, cateringCategories: [...used.values()], plates };
}
