import type { MenuItemDetail } from '@/domain/contracts/food';
import type { CartLineInput } from '@/domain/food-cart';
import { amountMinor } from '@/domain/money';

/** SPEC 5 / SPEC 9: special instruction limit. */
export const SPECIAL_INSTRUCTION_LIMIT = 256;

/** What the customer picked on the food details page. */
export interface ItemSelection {
  size: number | null;
  /** Option group id → chosen item id. */
  options: Record<string, number>;
  addOns: number[];
  instruction: string;
  quantity: number;
}

export const initialSelection = (item: MenuItemDetail): ItemSelection => ({
  // The first size is the menu's default, so the price shown is one the customer can order.
  size: item.sizes[0]?.id ?? null,
  options: {},
  addOns: [],
  instruction: '',
  quantity: 1,
});

export interface SelectionErrors {
  /** Option group ids with a required choice missing. */
  options: number[];
  instructionTooLong: boolean;
}

export function selectionErrors(item: MenuItemDetail, selection: ItemSelection): SelectionErrors {
  return {
    options: item.options
      .filter((group) => group.required && selection.options[group.id] === undefined)
      .map((group) => group.id),
    instructionTooLong: selection.instruction.length > SPECIAL_INSTRUCTION_LIMIT,
  };
}

export const hasErrors = (errors: SelectionErrors) => errors.options.length > 0 || errors.instructionTooLong;

/** The product as configured, in the cart's terms (minor units, chosen names kept for the ticket). */
export function toCartLine(item: MenuItemDetail, selection: ItemSelection, currency: string): CartLineInput {
  const size = item.sizes.find((candidate) => candidate.id === selection.size) ?? null;
  const options: CartLineInput['options'] = {};
  for (const group of item.options) {
    const choice = group.items.find((candidate) => candidate.id === selection.options[group.id]);
    if (choice)
      options[group.id] = {
        id: choice.id,
        group: group.name,
        name: choice.name,
        price: amountMinor(choice.price, currency),
      };
  }
  const priced = size ?? item;
  return {
    item_id: item.id,
    category_id: item.category_id,
    name: item.name,
    image: item.images[0] ?? null,
    price: amountMinor(priced.price, currency),
    price_with_discount:
      priced.price_with_discount === null ? null : amountMinor(priced.price_with_discount, currency),
    size: size && { id: size.id, name: size.name },
    add_ons: item.add_ons
      .filter((addOn) => selection.addOns.includes(addOn.id))
      .map((addOn) => ({ id: addOn.id, name: addOn.name, price: amountMinor(addOn.price, currency) })),
    options,
    special_instruction: selection.instruction,
    quantity: selection.quantity,
  };
}
