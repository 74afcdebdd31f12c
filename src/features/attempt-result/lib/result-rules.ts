import type { AttemptResult } from '@/domain/contracts/payments';

/** SPEC 4 "Attempt result states": success and cod count as successful (paid too). */
export function isSuccessful(state: AttemptResult['state']): boolean {
  return state === 'success' || state === 'cod' || state === 'paid';
}

/**
 * SPEC 2.5: a catalogue payment that did not go through offers "Return to Catalogue", back to
 * the checkout with the cart the browser kept, instead of paying the same transaction again.
 */
export function returnsToCatalogue(result: Pick<AttemptResult, 'state' | 'transaction_type'>): boolean {
  return !isSuccessful(result.state) && result.transaction_type === 'catalogue';
}

/** SPEC 4: after a successful catalogue payment the stored cart is removed. */
export function forgetsCatalogueCart(result: Pick<AttemptResult, 'state' | 'transaction_type'>): boolean {
  return isSuccessful(result.state) && result.transaction_type === 'catalogue';
}

/** `next` may only send the customer to a web page, never run script (javascript:, data:). */
export function safeNextUrl(next: string | undefined, origin: string): string | null {
  if (!next) return null;
  try {
    const url = new URL(next, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** SPEC 9: the result page follows `next` after 3 seconds. */
export const NEXT_REDIRECT_MS = 3_000;

/** Whether a retry would come too late (SPEC 5: "Transaction expired, please contact administrator"). */
export function retryExpired(result: Pick<AttemptResult, 'expired' | 'expiration_time'>, now: Date): boolean {
  if (result.expired) return true;
  return result.expiration_time !== null && Date.parse(result.expiration_time) <= now.getTime();
}
