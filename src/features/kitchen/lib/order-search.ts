import type { DeliveryType, OrderState } from '@/domain/contracts/food';
import { DELIVERY_TYPES, ORDER_STATES } from '@/domain/order-states';

export const ORDERS_PAGE_SIZE = 20;

/** The list's URL search: filters and page (what a shared link or a reload keeps). */
export interface OrderSearch {
  state?: OrderState;
  delivery_type?: DeliveryType;
  branch?: number;
  q?: string;
  page?: number;
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

const positive = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Unknown or malformed parameters are dropped rather than sent to the API. */
export function parseOrderSearch(raw: Record<string, unknown>): OrderSearch {
  // The router reads ?q=1042 as a number: an order number is still a keyword.
  const text = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim() : '';
  const q = text || undefined;
  const search: OrderSearch = {
    state: oneOf(raw.state, ORDER_STATES),
    delivery_type: oneOf(raw.delivery_type, DELIVERY_TYPES),
    branch: positive(raw.branch),
    q,
    page: positive(raw.page),
  };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as OrderSearch;
}

export type OrderQuery = Omit<OrderSearch, 'page'> & { limit: number; offset: number };

/** The API's query: filters plus limit/offset for the page. */
export function toOrderQuery(search: OrderSearch): OrderQuery {
  const { page = 1, ...filters } = search;
  return { ...filters, limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE };
}
