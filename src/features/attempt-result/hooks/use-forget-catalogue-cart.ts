import { useEffect } from 'react';
import type { AttemptResult } from '@/domain/contracts/payments';
import { forgetCatalogueCart } from '@/lib/forget-catalogue-cart';
import { forgetsCatalogueCart } from '../lib/result-rules';

/** The shop's cart is bought: it leaves the device once the result says so. */
export function useForgetCatalogueCart(result: AttemptResult | undefined) {
  const forget = result ? forgetsCatalogueCart(result) : false;
  useEffect(() => {
    if (forget) void forgetCatalogueCart();
  }, [forget]);
}
