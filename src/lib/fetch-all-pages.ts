import type { Paginated } from '@/domain/contracts/common';
import { apiRequest } from './api-client';

/** The API's largest page: a list's "all rows" arrive in chunks of this size. */
export const MAX_PAGE_LIMIT = 1000;

type Query = Record<string, string | number | undefined>;

/** Every row of a list, page after page; `next` decides the end, not the count, which can change meanwhile. */
export async function fetchAllPages<Row>(
  path: string,
  query: Query,
  signal: AbortSignal,
): Promise<Paginated<Row>> {
  const results: Row[] = [];
  for (;;) {
    const page = await apiRequest<Paginated<Row>>(path, {
      query: { ...query, limit: MAX_PAGE_LIMIT, offset: results.length },
      signal,
    });
    results.push(...page.results);
    if (!page.next || !page.results.length) break;
  }
  return { count: results.length, next: null, previous: null, results };
}
