import type { OutboxListQuery } from '@/domain/contracts/outbox';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, type OutboxChannel, type OutboxStatus } from '@/domain/outbox';
import { type PagedSearch, pageQueryOf, pageSizeParam, withoutPaging } from '@/lib/pagination';
import { positiveInt } from '@/lib/url-search';

/** The Outbox list's URL search: a reload, a shared link or Back shows the same messages. */
export type OutboxSearch = PagedSearch & {
  channel?: OutboxChannel;
  status?: OutboxStatus;
  /** Part of the recipient or subject. */
  q?: string;
};

/** Keeps only valid parameters (anything else is dropped, not an error). */
export function parseOutboxSearch(raw: Record<string, unknown>): OutboxSearch {
  const search: OutboxSearch = {};
  const page = positiveInt(raw.page);
  if (page && page > 1) search.page = page;
  const size = pageSizeParam(raw.per_page);
  if (size) search.per_page = size;
  if (OUTBOX_CHANNELS.includes(raw.channel as OutboxChannel)) search.channel = raw.channel as OutboxChannel;
  if (OUTBOX_STATUSES.includes(raw.status as OutboxStatus)) search.status = raw.status as OutboxStatus;
  const q = typeof raw.q === 'string' ? raw.q.trim() : '';
  if (q) search.q = q;
  return search;
}

export const hasFilters = (search: OutboxSearch) => Boolean(search.channel || search.status || search.q);

/** New filters start again at page 1; the page size stays. */
export const withFilters = (
  search: OutboxSearch,
  filters: Pick<OutboxSearch, 'channel' | 'status' | 'q'>,
): OutboxSearch => parseOutboxSearch({ per_page: search.per_page, ...filters });

/** The filters as the API names them, without paging. */
export const toFilterQuery = (search: OutboxSearch): OutboxListQuery => withoutPaging(search);

/** The list API's query for one page ("all" is fetched in chunks by the caller). */
export const toPageQuery = (search: OutboxSearch): OutboxListQuery => pageQueryOf(search);
