import { useEffect } from 'react';
import { type PagedSearch, type PageSize, pageCount, pageSizeOf } from '@/lib/pagination';
import { useListNavigation } from './use-list-navigation';

/** What a list query tells paging: its total, and whether the rows shown are the previous query's. */
interface CountedList {
  data?: { count: number };
  isPlaceholderData: boolean;
}

/**
 * A URL-paged list's page, size and page count, with links and navigation that keep the
 * rest of the search. After deletes, a cancel or a narrower filter the page in the URL may
 * not exist any more: it goes to the last one.
 */
export function usePaging<S extends PagedSearch>(search: S, list: CountedList) {
  const { hrefFor, go } = useListNavigation<S>();
  const size = pageSizeOf(search);
  const page = search.page ?? 1;
  const total = list.data?.count ?? 0;
  const pages = pageCount(total, size);
  const settled = Boolean(list.data) && !list.isPlaceholderData;

  useEffect(() => {
    if (settled && pages > 0 && page > pages)
      go({ ...search, page: pages > 1 ? pages : undefined }, { replace: true });
  }, [settled, pages, page, search, go]);

  return {
    size,
    page,
    total,
    pages,
    go,
    pageHref: (n: number) => hrefFor({ ...search, page: n > 1 ? n : undefined }),
    setSize: (next: PageSize) => go({ ...search, page: undefined, per_page: next === 10 ? undefined : next }),
  };
}

export type Paging = ReturnType<typeof usePaging>;
