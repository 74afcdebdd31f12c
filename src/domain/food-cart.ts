/**
 * The food cart's shape, its prices and the menu's stored choices (SPEC 4 "Cart rules"), as
 * pure functions over plain data so the same rules run in the menu, in tests and against what
 * IndexedDB hands back after a relaunch. Adding and editing lines lives in food-cart-lines.ts,
 * which the menu's first screen does not need. Prices are integer minor units of the menu's
 * currency (src/domain/money.ts).
 */
import type { DeliveryType, LocalizedText, VoucherActivation } from './contracts/food';
import { lineTotal, type OrderPricingInput, type PricedLine, type PricingVoucher } from './food-pricing';
import { unitPrice } from './unit-price';

/** SPEC 9: the longest special instruction a line may carry. */
export const SPECIAL_INSTRUCTION_MAX = 256;

export interface CartAddOn {
  id: number;
  name: LocalizedText;
  price: number;
}
/** The chosen item of one option group (SPEC 3: options map an option to the chosen item). */
export interface CartOptionChoice {
  id: number;
  group: LocalizedText;
  name: LocalizedText;
  price: number;
}
export interface CartSize {
  id: number;
  name: LocalizedText;
}

/** What the food details page adds: the product as configured by the customer. */
export interface CartLineInput {
  item_id: number;
  category_id: number;
  name: LocalizedText;
  image: string | null;
  /** Unit price: the chosen size's when there is one, else the product's. */
  price: number;
  price_with_discount: number | null;
  size: CartSize | null;
  add_ons: CartAddOn[];
  /** Option group id → chosen item. */
  options: Record<string, CartOptionChoice>;
  special_instruction: string;
  /** SPEC 4: 0 or less is not added; null is allowed and means one. */
  quantity: number | null;
}

export interface CartLine extends Omit<CartLineInput, 'quantity'> {
  /** Sequence number in the cart (SPEC 3 uId); never reused while the cart lives. */
  uId: number;
  quantity: number;
}

/** SPEC 3 "Catering category in cart". */
export interface CateringCategory {
  id: number;
  name: LocalizedText;
  minimum_number_of_plates: number;
  number_of_plates: number;
  service_charges: number;
}
export type CateringCategoryInput = Omit<CateringCategory, 'number_of_plates'>;

export interface FoodCart {
  lines: CartLine[];
  catering_categories: CateringCategory[];
  /** The last uId handed out. */
  last_uid: number;
}

export const EMPTY_CART: FoodCart = { lines: [], catering_categories: [], last_uid: 0 };

/** Clear-cart empties it; uIds keep counting so an old line is never mistaken for a new one. */
export function clearCart(cart: FoodCart): FoodCart {
  return { lines: [], catering_categories: [], last_uid: cart.last_uid };
}

export function isCartEmpty(cart: FoodCart): boolean {
  return cart.lines.length === 0;
}

export function cartCount(cart: FoodCart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

type PricedCartLine = Pick<CartLine, 'price' | 'price_with_discount' | 'add_ons' | 'options' | 'quantity'>;

/**
 * The line as src/domain/food-pricing.ts prices it, so the cart shows what the server will
 * charge. A catering line counts its category's plates instead of its own quantity (SPEC 7.2).
 */
function pricedLine(line: PricedCartLine, plates?: number): PricedLine {
  return {
    unit_minor: unitPrice(line.price, line.price_with_discount),
    options_minor: Object.values(line.options).map((choice) => choice.price),
    add_ons_minor: line.add_ons.map((addOn) => addOn.price),
    quantity: plates ?? line.quantity,
  };
}

/** SPEC 4: (discounted price or price) × quantity + add-on prices × quantity. */
export function linePrice(line: PricedCartLine, plates?: number): number {
  return lineTotal(pricedLine(line, plates));
}

/** Plates of the catering category a line belongs to, if it is a catering line. */
export function platesOf(cart: FoodCart, line: CartLine): number | undefined {
  return cart.catering_categories.find((category) => category.id === line.category_id)?.number_of_plates;
}

/** What food-pricing's orderTotals needs for this cart. */
export function cartPricingInput(
  cart: FoodCart,
  voucher: PricingVoucher | null,
  deliveryChargesMinor: number,
): OrderPricingInput {
  return {
    lines: cart.lines.map((line) => pricedLine(line, platesOf(cart, line))),
    voucher,
    delivery_charges_minor: deliveryChargesMinor,
    service_charges_minor: cart.catering_categories.map((category) => category.service_charges),
  };
}

/** The stored choices that shape the menu (SPEC 3 "Menu state", SPEC 9 storage keys). */
export interface FoodChoices {
  delivery_type: DeliveryType;
  branch: number | null;
  delivery_area: number | null;
  catering_date: string | null;
  /** The category the menu has open. */
  category: number | null;
  voucher: VoucherActivation | null;
}

export const DEFAULT_CHOICES: FoodChoices = {
  delivery_type: 'delivery',
  branch: null,
  delivery_area: null,
  catering_date: null,
  category: null,
  voucher: null,
};

/** A change of delivery type or location (SPEC 4), the ones that can empty the cart. */
export type ChoiceChange =
  | { field: 'delivery_type'; value: DeliveryType }
  | { field: 'branch'; value: number }
  | { field: 'delivery_area'; value: number };

export interface MenuState {
  cart: FoodCart;
  choices: FoodChoices;
  /** A change waiting for the customer's answer in the confirmation modal. */
  pending: ChoiceChange | null;
}

function applyChange(choices: FoodChoices, change: ChoiceChange): FoodChoices {
  return { ...choices, [change.field]: change.value };
}

/** SPEC 4: with an empty cart the change applies at once; otherwise it waits for confirmation. */
export function requestChange(state: MenuState, change: ChoiceChange): MenuState {
  if (state.choices[change.field] === change.value) return { ...state, pending: null };
  if (isCartEmpty(state.cart))
    return { ...state, choices: applyChange(state.choices, change), pending: null };
  return { ...state, pending: change };
}

/**
 * SPEC 4 confirm: the cart, the location and the selected category are cleared, then the new
 * value is stored. The voucher goes with the cart it was activated for.
 */
export function confirmChange(state: MenuState): MenuState {
  if (!state.pending) return state;
  const cleared: FoodChoices = {
    ...state.choices,
    branch: null,
    delivery_area: null,
    category: null,
    voucher: null,
  };
  return { cart: clearCart(state.cart), choices: applyChange(cleared, state.pending), pending: null };
}

/** SPEC 4 decline: the previous stored value stays. */
export function declineChange(state: MenuState): MenuState {
  return { ...state, pending: null };
}
