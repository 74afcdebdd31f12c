import { CATALOGUE_CART_KEY } from '@/domain/catalogue-cart';

/**
 * Removes the stored catalogue cart (SPEC 4: after a successful catalogue payment). The result
 * page does it, a page the shop's cart store has not loaded in: the row goes, and the shop's
 * next page finds an empty cart. Dexie loads only now, as the result page never needed it.
 */
export async function forgetCatalogueCart(): Promise<void> {
  try {
    const { db } = await import('@/lib/db');
    await db.kv.delete(CATALOGUE_CART_KEY);
  } catch {
    // No IndexedDB (some private windows): no cart was kept either.
  }
}
