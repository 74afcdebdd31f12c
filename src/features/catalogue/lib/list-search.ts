import { CATALOGUE_SORTS, type CatalogueSortKey } from '@/domain/catalogue-rules';

/**
 * The product list's place, kept in the URL (?page=&search=&sort=&category=) so back navigation,
 * a reload and a shared link land on the same page of the same search. Defaults stay out of it.
 */
export interface ListSearch {
  page?: number;
  search?: string;
  sort?: Exclude<CatalogueSortKey, 'newest'>;
  category?: string;
}

/** Products per page: three rows of a desktop grid, six of a phone's. */
export const PAGE_SIZE = 12;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_PAGE = 1_000;

/** The router's validateSearch: anything unknown or malformed falls back to the default. */
export function listSearch(raw: Record<string, unknown>): ListSearch {
  const result: ListSearch = {};
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) result.page = page;
  if (typeof raw.search === 'string' && raw.search.trim()) result.search = raw.search.trim().slice(0, 100);
  if (CATALOGUE_SORTS.includes(raw.sort as CatalogueSortKey) && raw.sort !== 'newest')
    result.sort = raw.sort as ListSearch['sort'];
  if (typeof raw.category === 'string' && SLUG.test(raw.category)) result.category = raw.category;
  return result;
}

/** The API's query for a place in the list: also the query key, so the server seeds the same one. */
export interface ProductParams {
  search?: string;
  category?: string;
  sort: CatalogueSortKey;
  limit: number;
  offset: number;
}

export function productParams(search: ListSearch): ProductParams {
  return {
    ...(search.search ? { search: search.search } : {}),
    ...(search.category ? { category: search.category } : {}),
    sort: search.sort ?? 'newest',
    limit: PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * PAGE_SIZE,
  };
}
