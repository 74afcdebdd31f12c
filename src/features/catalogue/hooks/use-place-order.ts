import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CatalogueCart } from '@/domain/catalogue-cart';
import type { CartQuote, CatalogueCheckoutRequest, CheckoutConflict } from '@/domain/contracts/catalogue';
import { ApiError, isNetworkError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { createIntentKeys } from '@/lib/intent-keys';
import { catalogueKeys } from '@/lib/query-keys/catalogue';
import { sendCatalogueCheckout } from '../api/checkout';
import { updateCatalogueCart } from '../cart-store';
import { cartFromQuote, type ServerCheckoutErrors, serverCheckoutErrors } from '../lib/checkout-form';
import { useCheckoutTranslation } from './use-checkout-translation';

export type PlaceOutcome =
  /** Leaving for the gateway's page. */
  | { kind: 'redirect' }
  /** Nothing to pay online (cash on collection): the order is placed. */
  | { kind: 'placed' }
  | { kind: 'conflict'; message: string; quote: CartQuote | null }
  | { kind: 'invalid'; errors: ServerCheckoutErrors }
  | { kind: 'failed'; message: string };

/**
 * POST /invoice/checkout once per intent (a double click or a retry sends the same key; a new
 * total after a 409 is a new intent). A payment online leaves for the gateway's page, the cart
 * kept until the result page says it was paid, so a declined payment comes back to it. A 409
 * makes its quote the stored cart and asks the pay choices again, so the new total is on
 * screen before the customer confirms.
 */
export function usePlaceOrder() {
  const { t } = useCheckoutTranslation();
  const queryClient = useQueryClient();
  const keys = useRef(createIntentKeys());
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  /** Null while an earlier press is still being answered (the ref sees it before a re-render). */
  const place = async (body: CatalogueCheckoutRequest, cart: CatalogueCart): Promise<PlaceOutcome | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    const done = (outcome: PlaceOutcome) => {
      inFlight.current = false;
      setPending(false);
      return outcome;
    };
    try {
      const result = await sendCatalogueCheckout(body, keys.current.keyFor(body));
      if (result.redirect_url) {
        // Stays pending: the gateway's page replaces this one.
        window.location.assign(result.redirect_url);
        return { kind: 'redirect' };
      }
      return done({ kind: 'placed' });
    } catch (error) {
      if (!(error instanceof ApiError))
        return done({
          kind: 'failed',
          message: isNetworkError(error) ? t('checkout.offline') : t('checkout.failed'),
        });
      if (error.status === 409) {
        const { quote } = error.body as CheckoutConflict;
        if (quote) await updateCatalogueCart((stored) => cartFromQuote(stored, quote));
        await queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'pay-choices'] });
        return done({
          kind: 'conflict',
          message: errorMessage(error.body, t('checkout.changed')),
          quote: quote ?? null,
        });
      }
      if (error.status === 400)
        return done({ kind: 'invalid', errors: serverCheckoutErrors(error.body, cart) });
      return done({ kind: 'failed', message: errorMessage(error.body, t('checkout.failed')) });
    }
  };

  return { place, pending };
}
