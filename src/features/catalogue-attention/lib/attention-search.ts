import { type PagedSearch, pageSizeParam } from '@/lib/pagination';
import { positiveInt } from '@/lib/url-search';

/** The list's URL search is its paging alone: a reload, a shared link or Back shows the same page. */
export type AttentionSearch = PagedSearch;

/** Keeps only valid parameters (anything else is dropped, not an error). */
export function parseAttentionSearch(raw: Record<string, unknown>): AttentionSearch {
  const search: AttentionSearch = {};
  const page = positiveInt(raw.page);
  if (page && page > 1) search.page = page;
  const size = pageSizeParam(raw.per_page);
  if (size) search.per_page = size;
  return search;
}
