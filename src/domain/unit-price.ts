/** SPEC 4: a line is priced at the discounted price when there is one, else the price. */
export function unitPrice(price: number, priceWithDiscount: number | null): number {
  return priceWithDiscount ?? price;
}
