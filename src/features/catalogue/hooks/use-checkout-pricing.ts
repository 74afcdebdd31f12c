import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CartRequest } from '@/domain/contracts/catalogue';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { cartPayChoicesQuery } from '../api/checkout';

/** SPEC 5's pause before pay choices are asked again, here while a product field is typed. */
const PRICING_DEBOUNCE_MS = 500;

/**
 * The pay choices for the cart as the server prices it (its total in each choice's
 * base_amount). The server refuses a cart whose product fields are empty, so they are asked
 * for only once the form has them (`complete`). `settled` is false while the choices on screen
 * are not yet those of what the form holds now: Pay waits, so the total sent is the one seen.
 */
export function useCheckoutPricing(body: CartRequest, complete: boolean) {
  const online = useOnlineStatus();
  // Compared as text: the body is a new object on every render.
  const text = JSON.stringify(body);
  const debounced = useDebouncedValue(text, PRICING_DEBOUNCE_MS);
  const asked = useMemo(() => JSON.parse(debounced) as CartRequest, [debounced]);
  const query = useQuery({
    ...cartPayChoicesQuery(asked),
    enabled: online && complete && asked.lines.length > 0,
  });
  return { query, settled: debounced === text && !query.isFetching };
}
