import { PRODUCT_STATUSES, type ProductStatus } from '@/domain/catalogue-admin-rules';
import { type PagedSearch, pageQueryOf, pageSizeParam, withoutPaging } from '@/lib/pagination';
import { positiveInt } from '@/lib/url-search';

/** The products list's URL search: a reload, a shared link or Back shows the same products. */
export type ProductSearch = PagedSearch & {
  q?: string;
  category?: number;
  status?: Exclude<ProductStatus, 'current'>;
};

export type ProductFilters = Pick<ProductSearch, 'q' | 'category' | 'status'>;

/** Keeps only valid parameters (anything else is dropped, not an error). */
export function parseProductSearch(raw: Record<string, unknown>): ProductSearch {
  const search: ProductSearch = {};
  const page = positiveInt(raw.page);
  if (page && page > 1) search.page = page;
  const size = pageSizeParam(raw.per_page);
  if (size) search.per_page = size;
  const q = typeof raw.q === 'string' ? raw.q.trim() : '';
  if (q) search.q = q;
  const category = positiveInt(raw.category);
  if (category) search.category = category;
  const status = raw.status as ProductStatus;
  if (PRODUCT_STATUSES.includes(status) && status !== 'current') search.status = status;
  return search;
}

export const hasFilters = (search: ProductSearch) => Boolean(search.q || search.category || search.status);

/** New filters start again at page 1; the page size stays. */
export const withFilters = (search: ProductSearch, filters: ProductFilters): ProductSearch =>
  parseProductSearch({ per_page: search.per_page, ...filters });

/** The filters as the API names them. */
export function toFilterQuery(search: ProductSearch) {
  const { q, category, status } = withoutPaging(search);
  return { search: q, category_id: category, status };
}

/** The list API's query for one page ("all" is fetched in chunks by the caller). */
export function toPageQuery(search: ProductSearch) {
  const { limit, offset } = pageQueryOf(search);
  return { ...toFilterQuery(search), limit, offset };
}
