import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from './list-search';

/** SPEC 9: the paginator shows up to 10 page links. */
export const MAX_PAGE_LINKS = 10;

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
