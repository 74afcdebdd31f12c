/**
 * Adding and editing the food cart's lines (SPEC 4 "Cart rules"): the dish page and the cart
 * use them, the menu's first screen does not, so they stay out of its first load.
 */
import type { CartLine, CartLineInput, CateringCategoryInput, FoodCart } from './food-cart';

/** Lines are the same order line when all that the kitchen reads on the ticket is the same. */
export function sameLine(a: CartLineInput | CartLine, b: CartLineInput | CartLine): boolean {
  const addOns = (line: CartLineInput | CartLine) =>
    line.add_ons
      .map((addOn) => addOn.id)
      .sort((x, y) => x - y)
      .join(',');
  const options = (line: CartLineInput | CartLine) =>
    Object.entries(line.options)
      .map(([group, choice]) => `${group}:${choice.id}`)
      .sort()
      .join(',');
  return (
    a.item_id === b.item_id &&
    (a.size?.id ?? null) === (b.size?.id ?? null) &&
    addOns(a) === addOns(b) &&
    options(a) === options(b) &&
    a.special_instruction === b.special_instruction
  );
}

/**
 * SPEC 4: an identical line raises the existing quantity, anything else is a new line;
 * quantity 0 or less is not added. A catering item (`catering` given) opens its category at
 * its minimum number of plates.
 */
export function addToCart(cart: FoodCart, input: CartLineInput, catering?: CateringCategoryInput): FoodCart {
  const quantity = input.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity <= 0) return cart;
  const special_instruction = input.special_instruction.trim();
  const candidate = { ...input, special_instruction };
  const categories =
    catering && !cart.catering_categories.some((category) => category.id === catering.id)
      ? [...cart.catering_categories, { ...catering, number_of_plates: catering.minimum_number_of_plates }]
      : cart.catering_categories;
  const existing = cart.lines.find((line) => sameLine(line, candidate));
  if (existing) {
    return {
      ...cart,
      catering_categories: categories,
      lines: cart.lines.map((line) =>
        line.uId === existing.uId ? { ...line, quantity: line.quantity + quantity } : line,
      ),
    };
  }
  const uId = cart.last_uid + 1;
  return {
    lines: [...cart.lines, { ...candidate, quantity, uId }],
    catering_categories: categories,
    last_uid: uId,
  };
}

/** SPEC 4: removing the last item of a catering category removes the category. */
export function removeLine(cart: FoodCart, uId: number): FoodCart {
  const lines = cart.lines.filter((line) => line.uId !== uId);
  if (lines.length === cart.lines.length) return cart;
  const used = new Set(lines.map((line) => line.category_id));
  return {
    ...cart,
    lines,
    catering_categories: cart.catering_categories.filter((category) => used.has(category.id)),
  };
}

/** A quantity below one changes nothing: removing a line is its own, explicit action. */
export function setLineQuantity(cart: FoodCart, uId: number, quantity: number): FoodCart {
  if (!Number.isInteger(quantity) || quantity < 1) return cart;
  return {
    ...cart,
    lines: cart.lines.map((line) => (line.uId === uId ? { ...line, quantity } : line)),
  };
}

/** A catering category never goes below its minimum number of plates. */
export function setPlates(cart: FoodCart, categoryId: number, plates: number): FoodCart {
  if (!Number.isInteger(plates)) return cart;
  return {
    ...cart,
    catering_categories: cart.catering_categories.map((category) =>
      category.id === categoryId
        ? { ...category, number_of_plates: Math.max(category.minimum_number_of_plates, plates) }
        : category,
    ),
  };
}
