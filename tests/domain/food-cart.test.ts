import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CartLineInput,
  type CateringCategoryInput,
  cartCount,
  cartPricingInput,
  clearCart,
  confirmChange,
  DEFAULT_CHOICES,
  declineChange,
  EMPTY_CART,
  type FoodCart,
  linePrice,
  type MenuState,
  platesOf,
  requestChange,
} from '../../src/domain/food-cart';
import { addToCart, removeLine, setLineQuantity, setPlates } from '../../src/domain/food-cart-lines';
import { orderTotals } from '../../src/domain/food-pricing';

const text = (en: string) => ({ en, ar: en });
const MACHBOOS: CartLineInput = {
  item_id: 1,
  category_id: 10,
  name: text('Chicken machboos'),
  image: null,
  price: 2_500,
  price_with_discount: null,
  size: null,
  add_ons: [],
  options: {},
  special_instruction: '',
  quantity: 1,
};
const CHEESE = { id: 7, name: text('Cheese'), price: 250 };
const SAUCE = { id: 8, name: text('Garlic sauce'), price: 100 };
const SPICY = { id: 31, group: text('Spice'), name: text('Hot'), price: 0 };
const MILD = { id: 32, group: text('Spice'), name: text('Mild'), price: 0 };
const DOUBLE = { id: 51, group: text('Chicken'), name: text('Double chicken'), price: 750 };
const TRAYS: CateringCategoryInput = {
  id: 40,
  name: text('Catering Trays'),
  minimum_number_of_plates: 10,
  service_charges: 5_000,
};
const TRAY: CartLineInput = { ...MACHBOOS, item_id: 41, category_id: 40, price: 1_500 };

describe('adding to the cart (SPEC 4)', () => {
  it('raises the quantity of an identical line instead of adding another', () => {
    let cart = addToCart(EMPTY_CART, { ...MACHBOOS, add_ons: [CHEESE, SAUCE], options: { 3: SPICY } });
    cart = addToCart(cart, {
      ...MACHBOOS,
      add_ons: [SAUCE, CHEESE],
      options: { 3: SPICY },
      quantity: 2,
    });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(3);
  });

  it('adds a new line, with the next uId, when add-ons, options, instruction or size differ', () => {
    let cart = addToCart(EMPTY_CART, MACHBOOS);
    cart = addToCart(cart, { ...MACHBOOS, add_ons: [CHEESE] });
    cart = addToCart(cart, { ...MACHBOOS, options: { 3: MILD } });
    cart = addToCart(cart, { ...MACHBOOS, special_instruction: 'No onions' });
    cart = addToCart(cart, { ...MACHBOOS, size: { id: 2, name: text('Large') } });
    cart = addToCart(cart, { ...MACHBOOS, item_id: 2 });
    expect(cart.lines.map((line) => line.uId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(cart.lines.every((line) => line.quantity === 1)).toBe(true);
  });

  it('treats two options choosing different items of the same group as different lines', () => {
    let cart = addToCart(EMPTY_CART, { ...MACHBOOS, options: { 3: SPICY } });
    cart = addToCart(cart, { ...MACHBOOS, options: { 3: MILD } });
    expect(cart.lines).toHaveLength(2);
  });

  it('does not add a quantity of 0 or less, and reads no quantity (null) as one', () => {
    expect(addToCart(EMPTY_CART, { ...MACHBOOS, quantity: 0 })).toBe(EMPTY_CART);
    expect(addToCart(EMPTY_CART, { ...MACHBOOS, quantity: -2 })).toBe(EMPTY_CART);
    expect(addToCart(EMPTY_CART, { ...MACHBOOS, quantity: null }).lines[0]?.quantity).toBe(1);
  });

  it('ignores spaces around the special instruction when matching lines', () => {
    let cart = addToCart(EMPTY_CART, { ...MACHBOOS, special_instruction: 'No onions' });
    cart = addToCart(cart, { ...MACHBOOS, special_instruction: ' No onions ' });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(2);
  });
});

describe('line price (SPEC 4)', () => {
  it('is the price times quantity plus the add-ons times quantity', () => {
    expect(linePrice({ ...MACHBOOS, add_ons: [CHEESE, SAUCE], quantity: 3 })).toBe(3 * 2_500 + 3 * 350);
  });

  it('counts a priced option choice like an add-on', () => {
    expect(linePrice({ ...MACHBOOS, options: { 5: DOUBLE }, add_ons: [SAUCE], quantity: 2 })).toBe(
      2 * 2_500 + 2 * 750 + 2 * 100,
    );
  });

  it('uses the discounted price when there is one', () => {
    expect(linePrice({ ...MACHBOOS, price_with_discount: 2_000, add_ons: [CHEESE], quantity: 2 })).toBe(
      2 * 2_000 + 2 * 250,
    );
  });
});

describe('changing and removing lines', () => {
  it('sets a quantity of one or more and refuses less', () => {
    const cart = addToCart(EMPTY_CART, MACHBOOS);
    expect(setLineQuantity(cart, 1, 4).lines[0]?.quantity).toBe(4);
    expect(setLineQuantity(cart, 1, 0)).toBe(cart);
  });

  it('removes a line and keeps counting uIds after it', () => {
    let cart = addToCart(addToCart(EMPTY_CART, MACHBOOS), { ...MACHBOOS, item_id: 2 });
    cart = removeLine(cart, 2);
    cart = addToCart(cart, { ...MACHBOOS, item_id: 3 });
    expect(cart.lines.map((line) => [line.item_id, line.uId])).toEqual([
      [1, 1],
      [3, 3],
    ]);
  });

  it('clear-cart empties lines and catering categories', () => {
    const cart = addToCart(addToCart(EMPTY_CART, MACHBOOS), TRAY, TRAYS);
    const cleared = clearCart(cart);
    expect(cleared.lines).toEqual([]);
    expect(cleared.catering_categories).toEqual([]);
    expect(cartCount(cleared)).toBe(0);
  });
});

describe('catering categories (SPEC 4)', () => {
  it('opens a category at its minimum number of plates on the first item', () => {
    const cart = addToCart(EMPTY_CART, TRAY, TRAYS);
    expect(cart.catering_categories).toEqual([{ ...TRAYS, number_of_plates: 10 }]);
    const more = addToCart(setPlates(cart, 40, 14), { ...TRAY, item_id: 42 }, TRAYS);
    expect(more.catering_categories[0]?.number_of_plates).toBe(14);
  });

  it('never lets the plates go below the minimum', () => {
    const cart = addToCart(EMPTY_CART, TRAY, TRAYS);
    expect(setPlates(cart, 40, 25).catering_categories[0]?.number_of_plates).toBe(25);
    expect(setPlates(cart, 40, 3).catering_categories[0]?.number_of_plates).toBe(10);
  });

  it('removes the category with its last item', () => {
    let cart = addToCart(EMPTY_CART, TRAY, TRAYS);
    cart = addToCart(cart, { ...TRAY, item_id: 42 }, TRAYS);
    cart = removeLine(cart, 1);
    expect(cart.catering_categories).toHaveLength(1);
    cart = removeLine(cart, 2);
    expect(cart.catering_categories).toEqual([]);
  });
});

describe('cart totals as the server prices them', () => {
  it('prices catering lines by their category’s plates and adds its service charges once', () => {
    let cart = addToCart(EMPTY_CART, { ...MACHBOOS, quantity: 2 });
    cart = addToCart(cart, TRAY, TRAYS);
    cart = addToCart(cart, { ...TRAY, item_id: 42, price: 1_000 }, TRAYS);
    cart = setPlates(cart, 40, 12);
    const tray = cart.lines[1];
    if (!tray) throw new Error('the tray line is missing');
    expect(platesOf(cart, tray)).toBe(12);
    const totals = orderTotals(
      cartPricingInput(cart, { discount_type: 'fixed', amount_minor: 1_000, percent_bp: 0 }, 500),
    );
    expect(totals).toEqual({
      subtotal: 2 * 2_500 + 12 * 1_500 + 12 * 1_000,
      discount: 1_000,
      delivery_charges: 500,
      service_charges: 5_000,
      total: 2 * 2_500 + 12 * 2_500 - 1_000 + 500 + 5_000,
    });
  });
});

describe('delivery type and location changes (SPEC 4)', () => {
  const fullState = (): MenuState => ({
    cart: addToCart(EMPTY_CART, MACHBOOS),
    choices: {
      ...DEFAULT_CHOICES,
      delivery_type: 'pickup',
      branch: 1,
      category: 10,
      voucher: { code: 'WELCOME10', discount_type: 'percentage', amount: '10' },
    },
    pending: null,
  });

  it('applies at once when the cart is empty', () => {
    const state: MenuState = { cart: EMPTY_CART, choices: DEFAULT_CHOICES, pending: null };
    const next = requestChange(state, { field: 'delivery_type', value: 'pickup' });
    expect(next.pending).toBeNull();
    expect(next.choices.delivery_type).toBe('pickup');
  });

  it('asks for confirmation when the cart holds something', () => {
    const state = fullState();
    const next = requestChange(state, { field: 'delivery_type', value: 'delivery' });
    expect(next.pending).toEqual({ field: 'delivery_type', value: 'delivery' });
    expect(next.choices).toEqual(state.choices);
    expect(next.cart).toBe(state.cart);
  });

  it('on confirm clears cart, location and category, then stores the new value', () => {
    const asked = requestChange(fullState(), { field: 'delivery_type', value: 'delivery' });
    const confirmed = confirmChange(asked);
    expect(confirmed.cart.lines).toEqual([]);
    expect(confirmed.choices).toEqual({ ...DEFAULT_CHOICES, delivery_type: 'delivery' });
    expect(confirmed.pending).toBeNull();

    const branch = confirmChange(requestChange(fullState(), { field: 'branch', value: 2 }));
    expect(branch.choices.branch).toBe(2);
    expect(branch.choices.category).toBeNull();
    expect(branch.cart.lines).toEqual([]);
  });

  it('on decline keeps the cart and the previous value', () => {
    const state = fullState();
    const declined = declineChange(requestChange(state, { field: 'branch', value: 2 }));
    expect(declined.choices).toEqual(state.choices);
    expect(declined.cart).toEqual(state.cart);
    expect(declined.pending).toBeNull();
  });

  it('choosing the value already stored asks nothing', () => {
    const state = fullState();
    expect(requestChange(state, { field: 'branch', value: 1 })).toEqual(state);
  });
});

const lineInput = fc.record({
  item_id: fc.integer({ min: 1, max: 4 }),
  addOns: fc.subarray([CHEESE, SAUCE]),
  instruction: fc.constantFrom('', 'No onions'),
  quantity: fc.integer({ min: -2, max: 20 }),
});

/** Even products are on offer. */
const discounted = (itemId: number) => (itemId % 2 === 0 ? itemId * 900 : null);

type LineInput = typeof lineInput extends fc.Arbitrary<infer T> ? T : never;

function build(inputs: LineInput[]): FoodCart {
  return inputs.reduce(
    (cart, input) =>
      addToCart(cart, {
        ...MACHBOOS,
        item_id: input.item_id,
        // One price per product, as on a real menu: identical lines must cost the same.
        price: input.item_id * 1_000,
        price_with_discount: discounted(input.item_id),
        add_ons: input.addOns,
        special_instruction: input.instruction,
        quantity: input.quantity,
      }),
    EMPTY_CART,
  );
}

describe('cart totals (properties)', () => {
  it('the total of the lines equals the sum of every accepted addition, merged or not', () => {
    fc.assert(
      fc.property(fc.array(lineInput, { maxLength: 30 }), (inputs) => {
        const cart = build(inputs);
        const accepted = inputs.filter((input) => input.quantity > 0);
        const expected = accepted.reduce((sum, input) => {
          const unit = discounted(input.item_id) ?? input.item_id * 1_000;
          const addOns = input.addOns.reduce((total, addOn) => total + addOn.price, 0);
          return sum + (unit + addOns) * input.quantity;
        }, 0);
        const total = cart.lines.reduce((sum, line) => sum + linePrice(line), 0);
        return (
          total === expected &&
          cartCount(cart) === accepted.reduce((sum, input) => sum + input.quantity, 0) &&
          Number.isSafeInteger(total)
        );
      }),
    );
  });

  it('no two lines of a cart are identical, and uIds are unique and increasing', () => {
    fc.assert(
      fc.property(fc.array(lineInput, { maxLength: 30 }), (inputs) => {
        const cart = build(inputs);
        const ids = cart.lines.map((line) => line.uId);
        const keys = cart.lines.map((line) =>
          JSON.stringify([line.item_id, line.add_ons.map((a) => a.id).sort(), line.special_instruction]),
        );
        return (
          new Set(keys).size === keys.length &&
          ids.every((id, index) => index === 0 || id > (ids[index - 1] ?? 0))
        );
      }),
    );
  });

  it('removing a line lowers the total by exactly that line’s price', () => {
    fc.assert(
      fc.property(fc.array(lineInput, { minLength: 1, maxLength: 20 }), fc.nat(), (inputs, pick) => {
        const cart = build(inputs);
        fc.pre(cart.lines.length > 0);
        const line = cart.lines[pick % cart.lines.length];
        if (!line) return false;
        const total = (c: FoodCart) => c.lines.reduce((sum, l) => sum + linePrice(l), 0);
        return total(removeLine(cart, line.uId)) === total(cart) - linePrice(line);
      }),
    );
  });
});
