import { positiveInt } from './url-search';

/** SPEC 9: list page sizes, default 10. */
export const PAGE_SIZES = [10, 50, 100, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE = 10;

/** SPEC 9: the paginator shows up to 10 page links. */
export const MAX_PAGE_LINKS = 10;

/** The paging part of a list's URL search; the default size is left out of the URL. */
export interface PagedSearch {
  page?: number;
  per_page?: Exclude<PageSize, 10>;
}

export function pageSizeOf(search: PagedSearch): PageSize {
  return search.per_page ?? DEFAULT_PAGE_SIZE;
}

/** A list's filters as its API names them: its URL search without the paging. */
export function withoutPaging<S extends PagedSearch>(search: S): Omit<S, 'page' | 'per_page'> {
  const { page: _page, per_page: _size, ...filters } = search;
  return filters;
}

/** The list API's query for one page of `search` ("all" is fetched in chunks by the caller). */
export function pageQueryOf<S extends PagedSearch>(
  search: S,
): Omit<S, 'page' | 'per_page'> & { limit?: number; offset?: number } {
  const size = pageSizeOf(search);
  if (size === 'all') return withoutPaging(search);
  return { ...withoutPaging(search), limit: size, offset: ((search.page ?? 1) - 1) * size };
}

/** A `per_page` URL value, when it is one of the sizes a list offers besides the default. */
export function pageSizeParam(value: unknown): PagedSearch['per_page'] {
  if (value === 'all') return 'all';
  const n = positiveInt(value);
  return n === 50 || n === 100 ? n : undefined;
}

export function pageCount(total: number, size: PageSize): number {
  if (total <= 0) return 0;
  return size === 'all' ? 1 : Math.ceil(total / size);
}

/** Up to `max` consecutive page numbers around the current one, clamped to 1…pages. */
export function pageWindow(current: number, pages: number, max = MAX_PAGE_LINKS): number[] {
  if (pages <= 0) return [];
  const page = Math.min(Math.max(1, current), pages);
  const end = Math.min(pages, Math.max(page + Math.ceil(max / 2) - 1, max));
  const start = Math.max(1, end - max + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * SPEC 2.3: each size is offered only when the total exceeds it; "all" only when the rows do
 * not fit the default page. The current size stays offered so the choice never disappears.
 */
export function pageSizeOptions(total: number, current: PageSize): PageSize[] {
  const options = PAGE_SIZES.filter((size) =>
    size === 'all' ? total > DEFAULT_PAGE_SIZE : total > size || size === current,
  );
  return options.length > 1 || (options.length === 1 && options[0] !== current) ? options : [];
}
