import type { CheckoutQuote } from '@/domain/contracts/food-checkout-changes';
import type { FoodCart } from '@/domain/food-cart';
import { removeLine } from '@/domain/food-cart-lines';
import { currencyDecimals, parseDecimal } from '@/domain/money';

/**
 * The cart as the server priced it again after a 409 "your order changed": lines that can no
 * longer be ordered leave it, the others take the menu's prices now. The quote's lines are the
 * request's, in the cart's order.
 */
export function cartFromQuote(cart: FoodCart, quote: CheckoutQuote, currency: string): FoodCart {
  const decimals = currencyDecimals(currency);
  const minor = (text: string | null) => {
    if (text === null) return null;
    const parsed = parseDecimal(text, decimals);
    return parsed.ok ? parsed.minor : null;
  };
  let next = cart;
  cart.lines.forEach((line, index) => {
    const quoted = quote.lines[index];
    const price = minor(quoted?.price ?? null);
    if (!quoted?.available || price === null) {
      next = removeLine(next, line.uId);
      return;
    }
    const priceWithDiscount = minor(quoted.price_with_discount);
    next = {
      ...next,
      lines: next.lines.map((kept) =>
        kept.uId === line.uId ? { ...kept, price, price_with_discount: priceWithDiscount } : kept,
      ),
    };
  });
  return next;
}
