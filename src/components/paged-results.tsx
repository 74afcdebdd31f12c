import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paging } from '@/hooks/use-paging';
import { EmptyState, ErrorState } from './page-states';
import { Paginator } from './paginator';
import { RowsPerPage } from './rows-per-page';
import { TableSkeleton } from './table-skeleton';

interface PagedResultsProps<Row> {
  list: UseQueryResult<{ count: number; results: Row[] }>;
  paging: Paging;
  /** What an empty list says: differs when filters hide every row. */
  emptyMessage: string;
  /** False when the server stopped counting at the total (a wide search or filter). */
  exact?: boolean;
  /** The table for the current page's rows. */
  children: (rows: Row[]) => ReactNode;
}

/**
 * A paged list below its toolbar (SPEC 2.3, 9): rows per page, then a skeleton, the error with
 * a retry, the empty message, or the table and paginator. While the next page loads the
 * previous rows stay, dimmed, so the page does not jump.
 */
export function PagedResults<Row>({ list, paging, emptyMessage, exact, children }: PagedResultsProps<Row>) {
  const { page, pages, total, size } = paging;
  return (
    <>
      <RowsPerPage total={total} value={size} onChange={paging.setSize} />
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.count === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <Stack gap="0" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isPlaceholderData}>
          {children(list.data.results)}
          <Paginator
            page={Math.min(page, Math.max(pages, 1))}
            pages={pages}
            total={total}
            exact={exact}
            pageSize={size === 'all' ? Math.max(total, 1) : size}
            hrefFor={paging.pageHref}
          />
        </Stack>
      )}
    </>
  );
}
