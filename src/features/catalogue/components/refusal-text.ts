import type { CatalogueCartRefusal } from '@/domain/catalogue-cart';
import type { TFunction } from '@/lib/i18n-runtime';

/**
 * A refusal of the cart's rules (src/domain/catalogue-cart.ts) in the customer's language;
 * `t` is the catalogue namespace's.
 */
export function refusalText(
  t: TFunction,
  refusal: { reason: CatalogueCartRefusal; available?: number },
): string {
  if (refusal.reason === 'inventory') return t('refusal.inventory', { count: refusal.available ?? 0 });
  return t(`refusal.${refusal.reason}`);
}
