import type { StaffListQuery } from '@/domain/contracts/staff';
import { STAFF_STATUSES, type StaffStatus } from '@/domain/staff-rules';
import { type PagedSearch, pageQueryOf, pageSizeParam, withoutPaging } from '@/lib/pagination';
import { positiveInt } from '@/lib/url-search';

/** The Staff list's URL search: a reload, a shared link or Back shows the same people. */
export type StaffSearch = PagedSearch & {
  status?: StaffStatus;
  /** Part of the username, email or a name. */
  q?: string;
};

export type StaffFilters = Pick<StaffSearch, 'status' | 'q'>;

/** Keeps only valid parameters (anything else is dropped, not an error). */
export function parseStaffSearch(raw: Record<string, unknown>): StaffSearch {
  const search: StaffSearch = {};
  const page = positiveInt(raw.page);
  if (page && page > 1) search.page = page;
  const size = pageSizeParam(raw.per_page);
  if (size) search.per_page = size;
  if (STAFF_STATUSES.includes(raw.status as StaffStatus)) search.status = raw.status as StaffStatus;
  const q = typeof raw.q === 'string' ? raw.q.trim() : '';
  if (q) search.q = q;
  return search;
}

export const hasFilters = (search: StaffSearch) => Boolean(search.status || search.q);

/** New filters start again at page 1; the page size stays. */
export const withFilters = (search: StaffSearch, filters: StaffFilters): StaffSearch =>
  parseStaffSearch({ per_page: search.per_page, ...filters });

/** The filters as the API names them, without paging. */
export const toFilterQuery = (search: StaffSearch): StaffListQuery => withoutPaging(search);

/** The list API's query for one page ("all" is fetched in chunks by the caller). */
export const toPageQuery = (search: StaffSearch): StaffListQuery => pageQueryOf(search);
