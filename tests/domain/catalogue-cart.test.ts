import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCatalogueCart,
  CATALOGUE_CART_KEY,
  type CatalogueCart,
  type CatalogueCartDetails,
  type CatalogueCartInput,
  type CatalogueCartItem,
  type CatalogueFreshProduct,
  cartTotalMinor,
  emptyCatalogueCart,
  lineTotalMinor,
  recheckInventory,
  removeFromCatalogueCart,
  setCatalogueQuantity,
  unitPriceMinor,
} from '../../src/domain/catalogue-cart';

const RUNS = { numRuns: 1000 };

const details = (price: number, discounted: number | null = null): CatalogueCartDetails => ({
  name_en: 'Oud perfume',
  name_ar: 'عطر عود',
  image: null,
  price_minor: price,
  discounted_price_minor: discounted,
});
const OUD: CatalogueCartInput = { slug: 'oud', details: details(12_500), inventory: 5, currency: 'KWD' };
const MUSK: CatalogueCartInput = {
  slug: 'musk',
  details: details(8_000, 6_500),
  inventory: null,
  currency: 'KWD',
};
const DATES: CatalogueCartInput = { slug: 'dates', details: details(3_000), inventory: 10, currency: 'SAR' };

/** A mutation of an input cart then throws (modules run in strict mode). */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

function added(cart: CatalogueCart, input: CatalogueCartInput, quantity: number | null): CatalogueCart {
  const result = addToCatalogueCart(cart, input, quantity);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.cart;
}

/** SPEC 4 line price computed without the module and without floating point. */
const exactTotal = (items: CatalogueCartItem[]) =>
  items.reduce(
    (sum, item) =>
      sum + BigInt(item.details.discounted_price_minor ?? item.details.price_minor) * BigInt(item.quantity),
    0n,
  );

const detailsArb = (maxPrice: number) =>
  fc
    .record({
      price: fc.integer({ min: 0, max: maxPrice }),
      discounted: fc.option(fc.integer({ min: 0, max: maxPrice })),
    })
    .map(({ price, discounted }) => details(price, discounted));

const cartArb = (maxPrice: number, maxQuantity: number) =>
  fc
    .uniqueArray(
      fc.record({
        slug: fc.string({ minLength: 1, maxLength: 8 }),
        details: detailsArb(maxPrice),
        quantity: fc.integer({ min: 1, max: maxQuantity }),
        inventory: fc.constant(null),
      }),
      { selector: (item) => item.slug, maxLength: 20 },
    )
    .map(
      (items): CatalogueCart => ({ ...emptyCatalogueCart(), items, currency: items.length ? 'KWD' : null }),
    );

/** A small shop, so random operations keep meeting the same slugs. */
const SHOP = ['oud', 'musk', 'dates', 'amber', 'rose'];
const inputArb = fc.record({
  slug: fc.constantFrom(...SHOP),
  details: detailsArb(100_000),
  inventory: fc.option(fc.integer({ min: 0, max: 12 })),
  currency: fc.constantFrom('KWD', 'SAR', 'USD'),
});
type Operation =
  | { kind: 'add'; input: CatalogueCartInput; quantity: number | null }
  | { kind: 'set'; slug: string; quantity: number }
  | { kind: 'remove'; slug: string };
const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    input: inputArb,
    quantity: fc.option(fc.integer({ min: -3, max: 15 })),
  }),
  fc.record({
    kind: fc.constant('set' as const),
    slug: fc.constantFrom(...SHOP),
    quantity: fc.integer({ min: -3, max: 15 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), slug: fc.constantFrom(...SHOP) }),
);

function apply(cart: CatalogueCart, operation: Operation): CatalogueCart {
  if (operation.kind === 'remove') return removeFromCatalogueCart(frozen(cart), operation.slug);
  const result =
    operation.kind === 'add'
      ? addToCatalogueCart(frozen(cart), operation.input, operation.quantity)
      : setCatalogueQuantity(frozen(cart), operation.slug, operation.quantity);
  return result.ok ? result.cart : cart;
}

/** The carts a customer can reach by any sequence of adds, changes and removals. */
const reachableCartArb = fc
  .array(operationArb, { maxLength: 30 })
  .map((operations) => operations.reduce(apply, emptyCatalogueCart()));

describe('the stored cart (SPEC 3)', () => {
  it('lives under the browser storage key "cart" and starts empty, without a currency', () => {
    expect(CATALOGUE_CART_KEY).toBe('cart');
    expect(emptyCatalogueCart()).toEqual({
      items: [],
      currency: null,
      terms: null,
      decimal_places: null,
      labels: {},
    });
  });
});

describe('prices (SPEC 4)', () => {
  it('charges the discounted price when it is set, else the price, times the quantity', () => {
    expect(unitPriceMinor(details(8_000, 6_500))).toBe(6_500);
    expect(unitPriceMinor(details(8_000))).toBe(8_000);
    expect(unitPriceMinor(details(8_000, 9_000))).toBe(9_000);
    expect(lineTotalMinor({ details: details(8_000, 6_500), quantity: 3 })).toBe(19_500);
    const cart = added(added(emptyCatalogueCart(), OUD, 2), MUSK, 3);
    expect(cartTotalMinor(cart)).toBe(2 * 12_500 + 3 * 6_500);
    expect(cartTotalMinor(emptyCatalogueCart())).toBe(0);
  });

  it('refuses to total a line or a cart beyond safe integers instead of rounding it', () => {
    expect(() => lineTotalMinor({ details: details(2 ** 40), quantity: 2 ** 20 })).toThrow(RangeError);
    expect(() => lineTotalMinor({ details: details(12.5), quantity: 2 })).toThrow(RangeError);
    const huge = { slug: 'a', details: details(2 ** 52), quantity: 1, inventory: null };
    const cart = { ...emptyCatalogueCart(), items: [huge, { ...huge, slug: 'b' }] };
    expect(() => cartTotalMinor(cart)).toThrow(RangeError);
  });

  it('never loses or invents a minor unit: the total is the exact sum of unit price × quantity', () => {
    fc.assert(
      fc.property(cartArb(1_000_000_000, 100_000), (cart) => {
        expect(BigInt(cartTotalMinor(frozen(cart)))).toBe(exactTotal(cart.items));
      }),
      RUNS,
    );
  });

  it('at any size gives the exact total or a RangeError, never a rounded number', () => {
    fc.assert(
      fc.property(cartArb(2 ** 45, 2 ** 12), (cart) => {
        const exact = exactTotal(cart.items);
        if (exact <= BigInt(Number.MAX_SAFE_INTEGER)) expect(BigInt(cartTotalMinor(cart))).toBe(exact);
        else expect(() => cartTotalMinor(cart)).toThrow(RangeError);
      }),
      RUNS,
    );
  });
});

describe('adding to the cart (SPEC 4)', () => {
  it('adds one unit when no quantity is given and takes the product currency into an empty cart', () => {
    const cart = added(emptyCatalogueCart(), MUSK, null);
    expect(cart.items).toEqual([{ slug: 'musk', details: MUSK.details, quantity: 1, inventory: null }]);
    expect(cart.currency).toBe('KWD');
  });

  it('raises the quantity of the same product instead of adding a second line', () => {
    const cart = added(added(emptyCatalogueCart(), OUD, 1), OUD, 2);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(3);
  });

  it('refuses a quantity of 0 or less, or not a whole number', () => {
    const cart = frozen(added(emptyCatalogueCart(), MUSK, 1));
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(addToCatalogueCart(cart, MUSK, quantity)).toEqual({ ok: false, reason: 'quantity' });
    }
  });

  it('refuses a product in another currency than the cart', () => {
    const cart = frozen(added(emptyCatalogueCart(), OUD, 1));
    expect(addToCatalogueCart(cart, DATES, 1)).toEqual({ ok: false, reason: 'currency' });
  });

  it('refuses a sold-out product', () => {
    expect(addToCatalogueCart(emptyCatalogueCart(), { ...OUD, inventory: 0 }, 1)).toEqual({
      ok: false,
      reason: 'sold_out',
    });
  });

  it('refuses more than the inventory, counting what the cart already holds, and says how many there are', () => {
    const cart = frozen(added(emptyCatalogueCart(), OUD, 4));
    expect(addToCatalogueCart(cart, OUD, 2)).toEqual({ ok: false, reason: 'inventory', available: 5 });
    expect(added(cart, OUD, 1).items[0]?.quantity).toBe(5);
  });

  it('keeps the newest price and stock the customer saw on the product page', () => {
    const cart = added(
      added(emptyCatalogueCart(), OUD, 1),
      { ...OUD, details: details(11_000), inventory: 3 },
      1,
    );
    expect(cart.items[0]).toMatchObject({ quantity: 2, inventory: 3, details: { price_minor: 11_000 } });
  });

  it('adding a product twice is adding it once with both quantities', () => {
    fc.assert(
      fc.property(
        reachableCartArb,
        inputArb,
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        (cart, input, first, second) => {
          const once = addToCatalogueCart(frozen(cart), input, first + second);
          const firstAdd = addToCatalogueCart(frozen(cart), input, first);
          const twice = firstAdd.ok ? addToCatalogueCart(frozen(firstAdd.cart), input, second) : firstAdd;
          expect(twice).toEqual(once);
        },
      ),
      RUNS,
    );
  });

  it('a quantity of 0 or less never changes the cart', () => {
    fc.assert(
      fc.property(
        reachableCartArb,
        inputArb,
        fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true })),
        (cart, input, quantity) => {
          const before = structuredClone(cart);
          expect(addToCatalogueCart(frozen(cart), input, quantity)).toEqual({
            ok: false,
            reason: 'quantity',
          });
          expect(cart).toEqual(before);
        },
      ),
      RUNS,
    );
  });
});

describe('any sequence of adds, changes and removals', () => {
  it('never lets a second currency into the cart', () => {
    fc.assert(
      fc.property(fc.array(operationArb, { maxLength: 40 }), (operations) => {
        const currencyOf = new Map<string, string>();
        let cart = emptyCatalogueCart();
        for (const operation of operations) {
          const next = apply(cart, operation);
          if (operation.kind === 'add' && next !== cart) {
            currencyOf.set(operation.input.slug, operation.input.currency);
          }
          cart = next;
          expect(cart.currency === null).toBe(cart.items.length === 0);
          for (const item of cart.items) expect(currencyOf.get(item.slug)).toBe(cart.currency);
        }
      }),
      RUNS,
    );
  });

  it('never holds more of a product than its inventory, nor a line of less than one', () => {
    fc.assert(
      fc.property(fc.array(operationArb, { maxLength: 40 }), (operations) => {
        let cart = emptyCatalogueCart();
        for (const operation of operations) {
          cart = apply(cart, operation);
          expect(new Set(cart.items.map((item) => item.slug)).size).toBe(cart.items.length);
          for (const item of cart.items) {
            expect(Number.isSafeInteger(item.quantity) && item.quantity >= 1).toBe(true);
            if (item.inventory !== null) expect(item.quantity).toBeLessThanOrEqual(item.inventory);
          }
        }
      }),
      RUNS,
    );
  });
});

describe('changing and removing lines', () => {
  it('sets a quantity within the inventory and refuses one above it', () => {
    const cart = frozen(added(emptyCatalogueCart(), OUD, 1));
    const set = setCatalogueQuantity(cart, 'oud', 5);
    expect(set.ok && set.cart.items[0]?.quantity).toBe(5);
    expect(setCatalogueQuantity(cart, 'oud', 6)).toEqual({ ok: false, reason: 'inventory', available: 5 });
    expect(setCatalogueQuantity(cart, 'oud', 2.5)).toEqual({ ok: false, reason: 'quantity' });
  });

  it('removes a line set to 0, and the last line takes the currency with it', () => {
    const cart = frozen(added(added(emptyCatalogueCart(), OUD, 1), MUSK, 1));
    const set = setCatalogueQuantity(cart, 'oud', 0);
    expect(set.ok && set.cart.items.map((item) => item.slug)).toEqual(['musk']);
    expect(set.ok && set.cart.currency).toBe('KWD');
    const emptied = removeFromCatalogueCart(removeFromCatalogueCart(cart, 'oud'), 'musk');
    expect(emptied.items).toEqual([]);
    expect(emptied.currency).toBeNull();
    expect(added(emptied, DATES, 1).currency).toBe('SAR');
  });
});

describe('re-checking when the cart opens', () => {
  it('removes what is gone or sold out, reduces to the stock and reports new prices', () => {
    const cart = frozen(
      [OUD, MUSK, { ...OUD, slug: 'amber' }, { ...OUD, slug: 'rose' }].reduce(
        (sum, input) => added(sum, input, 3),
        emptyCatalogueCart(),
      ),
    );
    const { cart: checked, changes } = recheckInventory(cart, {
      oud: { inventory: 2, details: details(10_000) },
      musk: { inventory: null },
      amber: { inventory: 0 },
    });
    expect(checked.items.map((item) => [item.slug, item.quantity, unitPriceMinor(item.details)])).toEqual([
      ['oud', 2, 10_000],
      ['musk', 3, 6_500],
    ]);
    expect(changes).toEqual([
      { slug: 'oud', kind: 'reduced', quantity: 2 },
      { slug: 'oud', kind: 'repriced' },
      { slug: 'amber', kind: 'removed' },
      { slug: 'rose', kind: 'removed' },
    ]);
    expect(cartTotalMinor(checked)).toBe(2 * 10_000 + 3 * 6_500);
  });

  it('empties the currency when nothing is left', () => {
    const cart = frozen(added(emptyCatalogueCart(), OUD, 1));
    expect(recheckInventory(cart, {}).cart.currency).toBeNull();
  });

  it('never leaves a quantity above the inventory, and reports every change it makes', () => {
    const freshArb = fc.dictionary(
      fc.constantFrom(...SHOP),
      fc.option(
        fc.record({
          inventory: fc.option(fc.integer({ min: 0, max: 12 })),
          details: fc.option(detailsArb(100_000), { nil: undefined }),
        }),
        { nil: undefined },
      ),
    );
    fc.assert(
      fc.property(reachableCartArb, freshArb, (cart, fresh: Record<string, CatalogueFreshProduct>) => {
        const { cart: checked, changes } = recheckInventory(frozen(cart), fresh);
        const kinds = (slug: string) => changes.filter((change) => change.slug === slug).map((c) => c.kind);
        for (const item of cart.items) {
          const product = fresh[item.slug];
          const kept = checked.items.find((line) => line.slug === item.slug);
          if (!product || (product.inventory !== null && product.inventory <= 0)) {
            expect(kept).toBeUndefined();
            expect(kinds(item.slug)).toEqual(['removed']);
            continue;
          }
          expect(kept?.inventory).toBe(product.inventory);
          expect(kept?.quantity).toBe(Math.min(item.quantity, product.inventory ?? item.quantity));
          expect(kinds(item.slug).includes('reduced')).toBe(kept?.quantity !== item.quantity);
          const repriced = unitPriceMinor(product.details ?? item.details) !== unitPriceMinor(item.details);
          expect(kinds(item.slug).includes('repriced')).toBe(repriced);
        }
        for (const item of checked.items) {
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          if (item.inventory !== null) expect(item.quantity).toBeLessThanOrEqual(item.inventory);
        }
        expect(checked.currency === null).toBe(checked.items.length === 0);
      }),
      RUNS,
    );
  });
});
