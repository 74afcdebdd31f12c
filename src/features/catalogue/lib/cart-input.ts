import type { CatalogueCart, CatalogueCartDetails, CatalogueCartInput } from '@/domain/catalogue-cart';
import type { CatalogueConfig, ProductSummary } from '@/domain/contracts/catalogue';
import { amountMinor } from '@/domain/money';

/** The API's decimal strings become the cart's integer minor units, in the shop's currency. */
export function cartDetails(product: ProductSummary, currency: string): CatalogueCartDetails {
  return {
    name_en: product.name.en,
    name_ar: product.name.ar,
    image: product.image_url,
    price_minor: amountMinor(product.price, currency),
    discounted_price_minor:
      product.discounted_price === null ? null : amountMinor(product.discounted_price, currency),
  };
}

export function cartInput(product: ProductSummary, config: CatalogueConfig): CatalogueCartInput {
  return {
    slug: product.slug,
    details: cartDetails(product, config.currency_code),
    inventory: product.inventory,
    currency: config.currency_code,
  };
}

/**
 * SPEC 3: the stored cart carries the shop's terms, decimal places and labels beside its items,
 * so the cart and checkout can show them offline. Refreshed with every accepted change.
 */
export const withShopSettings = (cart: CatalogueCart, config: CatalogueConfig): CatalogueCart => ({
  ...cart,
  terms: config.terms,
  decimal_places: config.decimal_places,
  labels: config.labels,
});
