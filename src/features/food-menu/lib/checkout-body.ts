import type { CheckoutLine } from '@/domain/contracts/food';
import { type FoodCart, platesOf } from '@/domain/food-cart';
import { formatAmount } from '@/domain/money';
import { unitPrice } from '@/domain/unit-price';

/**
 * The cart as checkout sends it (SPEC 7.2); a catering line takes its category's plates as
 * quantity. Each line carries the unit price the cart shows, so the server answers a price
 * changed since with what changed rather than charging it.
 */
export function checkoutLines(cart: FoodCart, currency: string): CheckoutLine[] {
  return cart.lines.map((line) => {
    const plates = platesOf(cart, line);
    return {
      menu_item: line.item_id,
      quantity: plates ?? line.quantity,
      size: line.size?.id ?? null,
      add_ons: line.add_ons.map((addOn) => addOn.id),
      options: Object.fromEntries(Object.entries(line.options).map(([group, choice]) => [group, choice.id])),
      special_instructions: line.special_instruction,
      unit_price: formatAmount(unitPrice(line.price, line.price_with_discount), currency),
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
