import { ACTIVITY_AREAS, type ActivityArea } from '@/domain/activity-areas';
import { isCalendarDate } from '@/domain/business-time';
import type { AdminActivityQuery } from '@/domain/contracts/admin-activity';
import { type PagedSearch, pageQueryOf, pageSizeParam, withoutPaging } from '@/lib/pagination';
import { positiveInt } from '@/lib/url-search';

/** The Admin log's URL search: a reload, a shared link or Back shows the same entries. */
export type AdminLogSearch = PagedSearch & {
  /** A username. */
  actor?: string;
  area?: ActivityArea;
  /** Kuwait calendar days ("YYYY-MM-DD"), both included. */
  from?: string;
  to?: string;
};

export type AdminLogFilters = Pick<AdminLogSearch, 'actor' | 'area' | 'from' | 'to'>;

/** Keeps only valid parameters (anything else is dropped, not an error); "to" never before "from". */
export function parseAdminLogSearch(raw: Record<string, unknown>): AdminLogSearch {
  const search: AdminLogSearch = {};
  const page = positiveInt(raw.page);
  if (page && page > 1) search.page = page;
  const size = pageSizeParam(raw.per_page);
  if (size) search.per_page = size;
  const actor = typeof raw.actor === 'string' ? raw.actor.trim() : '';
  if (actor) search.actor = actor;
  if (ACTIVITY_AREAS.includes(raw.area as ActivityArea)) search.area = raw.area as ActivityArea;
  if (isCalendarDate(raw.from)) search.from = raw.from;
  if (isCalendarDate(raw.to) && !(search.from && raw.to < search.from)) search.to = raw.to;
  return search;
}

export const hasFilters = (search: AdminLogSearch) =>
  Boolean(search.actor || search.area || search.from || search.to);

/** New filters start again at page 1; the page size stays. */
export const withFilters = (search: AdminLogSearch, filters: AdminLogFilters): AdminLogSearch =>
  parseAdminLogSearch({ per_page: search.per_page, ...filters });

/** The filters as the API names them, without paging. */
export const toFilterQuery = (search: AdminLogSearch): AdminActivityQuery => withoutPaging(search);

/** The list API's query for one page ("all" is fetched in chunks by the caller). */
export const toPageQuery = (search: AdminLogSearch): AdminActivityQuery => pageQueryOf(search);
