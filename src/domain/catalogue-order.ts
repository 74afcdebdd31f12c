import { amountMinor } from './money';

/**
 * What a catalogue transaction keeps of its order in `extra.order` (issue 21): the lines as the
 * server priced them, the discount and the store, so every list, detail, export and webhook of
 * the transaction can show the order without asking the catalogue again.
 */
export interface CatalogueOrderLine {
  slug: string;
  name: { en: string; ar: string };
  quantity: number;
  unit_price: string;
  line_total: string;
}

export interface CatalogueOrderSummary {
  lines: CatalogueOrderLine[];
  subtotal: string;
  discount: string;
  discount_code: string | null;
  store: { id: number; name: { en: string; ar: string } } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The order a transaction's `extra` holds, or null for any other transaction. */
export function catalogueOrderOf(extra: unknown): CatalogueOrderSummary | null {
  if (!isRecord(extra) || !isRecord(extra.order) || !Array.isArray(extra.order.lines)) return null;
  return extra.order as unknown as CatalogueOrderSummary;
}

/**
 * What the customer was charged for the order, in minor units: the lines' subtotal less the
 * discount, as the server priced it at checkout (the order keeps no total of its own).
 */
export const catalogueOrderTotalMinor = (order: CatalogueOrderSummary, currency: string): number =>
  amountMinor(order.subtotal, currency) - amountMinor(order.discount, currency);
