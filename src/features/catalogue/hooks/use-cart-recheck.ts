import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  type CatalogueCartChange,
  type CatalogueFreshProduct,
  recheckInventory,
} from '@/domain/catalogue-cart';
import { ApiError } from '@/lib/api-client';
import { freshProductQuery } from '../api/shop';
import { currentCatalogueCart, updateCatalogueCart } from '../cart-store';
import { cartDetails } from '../lib/cart-input';

export type RecheckState =
  | { state: 'checking' }
  | { state: 'done'; changes: CatalogueCartChange[]; names: Record<string, { en: string; ar: string }> }
  /** The shop could not be asked (offline): the stored cart stands as it is, checkout checks again. */
  | { state: 'unchecked' };

/**
 * When the cart opens, each line meets the shop's current stock and price (GET /product/{slug},
 * never from a cache): gone or sold-out lines leave, quantities come down to the stock, and the
 * page says what changed before checkout, rather than the server answering 409 there.
 */
export function useCartRecheck(loaded: boolean): RecheckState {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<RecheckState>({ state: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (!loaded || started.current) return;
    started.current = true;
    const cart = currentCatalogueCart().cart;
    const currency = cart.currency;
    if (!currency || cart.items.length === 0) {
      setResult({ state: 'done', changes: [], names: {} });
      return;
    }
    const ask = async (slug: string): Promise<[string, CatalogueFreshProduct]> => {
      try {
        const product = await queryClient.fetchQuery(freshProductQuery(slug));
        return [slug, { inventory: product.inventory, details: cartDetails(product, currency) }];
      } catch (error) {
        // A product the shop no longer sells answers 404: it leaves the cart. Anything else is no answer.
        if (error instanceof ApiError && error.status === 404) return [slug, undefined];
        throw error;
      }
    };
    void Promise.all(cart.items.map((item) => ask(item.slug))).then(
      async (answers) => {
        const fresh = Object.fromEntries(answers);
        // Names as the customer last saw them: a removed line is no longer in the cart to name it.
        const names = Object.fromEntries(
          cart.items.map((item) => [item.slug, { en: item.details.name_en, ar: item.details.name_ar }]),
        );
        let changes: CatalogueCartChange[] = [];
        await updateCatalogueCart((current) => {
          const checked = recheckInventory(current, fresh);
          changes = checked.changes;
          // Kept even without a change: the fresh stock is what the steppers stop at.
          return checked.cart;
        });
        setResult({ state: 'done', changes, names });
      },
      () => setResult({ state: 'unchecked' }),
    );
  }, [loaded, queryClient]);

  return result;
}
