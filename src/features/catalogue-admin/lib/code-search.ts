import { type PagedSearch, pageQueryOf, pageSizeParam } from '@/lib/pagination';
import { positiveInt } from '@/lib/url-search';

/** The discount codes list's URL search: a reload or Back shows the same codes. */
export type CodeSearch = PagedSearch & { q?: string };

/** Keeps only valid parameters (anything else is dropped, not an error). */
export function parseCodeSearch(raw: Record<string, unknown>): CodeSearch {
  const search: CodeSearch = {};
  const page = positiveInt(raw.page);
  if (page && page > 1) search.page = page;
  const size = pageSizeParam(raw.per_page);
  if (size) search.per_page = size;
  const q = typeof raw.q === 'string' ? raw.q.trim() : '';
  if (q) search.q = q;
  return search;
}

/** The list API's query for one page ("all" is fetched in chunks by the caller). */
export function toCodePageQuery(search: CodeSearch) {
  const { limit, offset } = pageQueryOf(search);
  return { search: search.q, limit, offset };
}
