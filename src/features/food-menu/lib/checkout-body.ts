import type { CheckoutLine } from '@/domain/contracts/food';
import { type FoodCart, platesOf } from '@/domain/food-cart';

/** The cart as checkout sends it (SPEC 7.2); a catering line takes its category's plates as quantity. */
export function checkoutLines(cart: FoodCart): CheckoutLine[] {
  return cart.lines.map((line) => {
    const plates = platesOf(cart, line);
    return {
      menu_item: line.item_id,
      quantity: plates ?? line.quantity,
      size: line.size?.id ?? null,
      add_ons: line.add_ons.map((addOn) => addOn.id),
      options: Object.fromEntries(Object.entries(line.options).map(([group, choice]) => [group, choice.id])),
      special_instructions: line.special_instruction,
      ...(plates === undefined ? {} : { category_id: line.category_id }),
    };
  });
}

/** Catering: category id → plates. */
export function checkoutPlates(cart: FoodCart): Record<string, number> {
  return Object.fromEntries(
    cart.catering_categories.map((category) => [category.id, category.number_of_plates]),
  );
}
