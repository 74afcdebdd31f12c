import type { TFunction } from 'i18next';
import type { CatalogueCartRefusal } from '@/domain/catalogue-cart';

/** A refusal of the cart's rules (src/domain/catalogue-cart.ts) in the customer's language. */
export function refusalText(
  t: TFunction<'catalogue'>,
  refusal: { reason: CatalogueCartRefusal; available?: number },
): string {
  if (refusal.reason === 'inventory') return t('refusal.inventory', { count: refusal.available ?? 0 });
  return t(`refusal.${refusal.reason}`);
}
