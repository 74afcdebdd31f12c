import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BulkState } from '@/domain/bulk-rows';
import type { BulkMatchPage, BulkSummary } from '@/domain/contracts/bulk-summary';
import { apiRequest } from '@/lib/api-client';
import { bulkKeys } from '@/lib/query-keys/bulk';
import { DISPATCH_POLL_MS } from './bulk-uploads';

const UPLOADS = '/plugins/bulk/uploads';
export const MATCH_PAGE_SIZE = 10;

/**
 * The upload's money per currency. Keyed by the upload's state and read again while a
 * dispatch runs, so "requested" moves from rows to links as the dispatch makes them.
 */
export const summaryQuery = (id: string, state: BulkState) =>
  queryOptions({
    queryKey: bulkKeys.summary(id, state),
    queryFn: ({ signal }) => apiRequest<BulkSummary>(`${UPLOADS}/${id}/summary`, { signal }),
    refetchInterval: state === 'dispatching' ? DISPATCH_POLL_MS : false,
  });

/** A page of the rows matching links still unpaid from other uploads; `count` rows in all. */
export const matchesQuery = (id: string, page: number) => {
  const query = { limit: MATCH_PAGE_SIZE, offset: (page - 1) * MATCH_PAGE_SIZE };
  return queryOptions({
    queryKey: bulkKeys.matches(id, query),
    queryFn: ({ signal }) => apiRequest<BulkMatchPage>(`${UPLOADS}/${id}/matches`, { query, signal }),
    placeholderData: keepPreviousData,
  });
};
