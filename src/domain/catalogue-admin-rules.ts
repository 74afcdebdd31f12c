/**
 * What a merchant's catalogue products may hold (issue 21): the product form and the server
 * apply these same limits, so a form that passes here is not refused there.
 */

export const PRODUCT_NAME_MAX_LENGTH = 150;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000;
/** A gallery a phone swipes through; more slows the product page without selling more. */
export const PRODUCT_MAX_IMAGES = 8;
/** Fields a customer fills per product at checkout: a few (a size, an engraving), not a form. */
export const PRODUCT_MAX_REQUIRED_FIELDS = 10;
export const FIELD_LABEL_MAX_LENGTH = 100;
/** The stock a product may count; beyond it a merchant means unlimited (null). */
export const MAX_INVENTORY = 1_000_000;
/** The shortest stock hold: a gateway's session must end before the held stock goes back. */
export const MIN_HOLD_MINUTES = 20;
export const MAX_HOLD_MINUTES = 24 * 60;
/** The last place a category may take in the shop's list (smallest first). */
export const MAX_CATEGORY_POSITION = 10_000;

/**
 * A checkout field's name is the key its value travels under in the cart and the order:
 * lower-case letters, digits and underscores, starting with a letter.
 */
export const FIELD_NAME_PATTERN = '^[a-z][a-z0-9_]{0,49}$';

/** A product's or category's address in the shop: lower-case words joined by hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 100;

/** The slug a name suggests (`Royal Oud Oil!` → `royal-oud-oil`); empty when it has no Latin letters. */
export function slugFrom(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** A discounted price is a price below the product's own: equal or above would be no discount. */
export const discountBelowPrice = (priceMinor: number, discountedMinor: number | null): boolean =>
  discountedMinor === null || discountedMinor < priceMinor;

/** The names given twice in a product's checkout fields (each must be its own key). */
export function repeatedNames(fields: readonly { name: string }[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { name } of fields) (seen.has(name) ? repeated : seen).add(name);
  return [...repeated];
}

/** Which products the management list shows: current (not archived), on sale, off sale, archived. */
export const PRODUCT_STATUSES = ['current', 'active', 'inactive', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
