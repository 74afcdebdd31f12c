import { formatAmount, parseAmount } from '@/domain/money';

/** Minor units of a price string; "0.000" (a free ticket) is 0, not an error. */
export function priceMinor(price: string, currency: string): number {
  const parsed = parseAmount(price, currency);
  return parsed.ok ? parsed.minor : 0;
}

/** price × quantity in the currency's decimals, added as integers (no float holds money). */
export function totalPrice(price: string, quantity: number, currency: string): string {
  return formatAmount(priceMinor(price, currency) * quantity, currency);
}
