import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paginated } from '@/domain/contracts/common';
import type { OutboxListItem, OutboxMessage } from '@/domain/contracts/outbox';
import { apiRequest } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { pageSizeOf } from '@/lib/pagination';
import { outboxKeys } from '@/lib/query-keys/staff';
import { type OutboxSearch, toFilterQuery, toPageQuery } from '../lib/outbox-search';

const OUTBOX = '/admin/outbox';

/** One page of messages, newest first, without bodies; the previous page stays while the next loads. */
export const outboxListQuery = (search: OutboxSearch) => {
  const query = toPageQuery(search);
  return queryOptions({
    queryKey: outboxKeys.list({ ...query, per_page: pageSizeOf(search) }),
    queryFn: ({ signal }) =>
      pageSizeOf(search) === 'all'
        ? fetchAllPages<OutboxListItem>(OUTBOX, { ...toFilterQuery(search) }, signal)
        : apiRequest<Paginated<OutboxListItem>>(OUTBOX, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
};

/** One message with its body, read only when a superuser opens it. */
export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: outboxKeys.message(id),
    queryFn: ({ signal }) => apiRequest<OutboxMessage>(`${OUTBOX}/${id}`, { signal }),
  });
