import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/page-states';
import type { TransactionScope } from '@/domain/transactions-api';
import { useLang } from '@/hooks/use-lang';
import { listQuery } from '../api/list';
import { listOptionsQuery } from '../api/options';
import { useListNavigation } from '../hooks/use-list-navigation';
import {
  activeFilterCount,
  filtersOf,
  hasFilters,
  type ListSearch,
  pageSizeOf,
  toFilterQuery,
  withFilters,
} from '../lib/list-search';
import { pageCount } from '../lib/pagination';
import { ExportMenu } from './export-menu';
import { FilterPanel } from './filter-panel';
import { TableSkeleton } from './list-states';
import { Paginator } from './paginator';
import { RowsPerPage } from './rows-per-page';
import { SearchBox } from './search-box';
import { StatisticsBlocks } from './statistics-blocks';
import { TableActionsMenu } from './table-actions-menu';
import { TransactionsTable } from './transactions-table';

export interface TransactionsPageProps {
  scope: TransactionScope;
  /** The deleted list: rows link to deleted-transactions/{id}, no statistics, export or table actions. */
  deleted?: boolean;
  search: ListSearch;
  /** The list's own path, e.g. /en/payment-request/transactions. */
  basePath: string;
}

/** A scope's transactions list (SPEC 2.3): statistics, search, filters, table, paginator. */
export function TransactionsPage({ scope, deleted = false, search, basePath }: TransactionsPageProps) {
  const { t } = useTranslation('transactions');
  const lang = useLang();
  const { data: options } = useSuspenseQuery(listOptionsQuery(scope, lang));
  const list = useQuery(listQuery(scope, deleted, search, lang));
  const { hrefFor, go } = useListNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const filterKey = JSON.stringify(filtersOf(search));
  const [selectionKey, setSelectionKey] = useState(filterKey);
  // A selection made under other filters would act on rows no longer in view.
  if (selectionKey !== filterKey) {
    setSelectionKey(filterKey);
    setSelected(new Set());
  }

  const size = pageSizeOf(search);
  const page = search.page ?? 1;
  const total = list.data?.count ?? 0;
  const pages = pageCount(total, size);
  // After deletes or a narrower filter the page may not exist any more: go to the last one.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && pages > 0 && page > pages)
      go({ ...search, page: pages > 1 ? pages : undefined }, { replace: true });
  }, [list.data, list.isPlaceholderData, pages, page, search, go]);

  const selectable = !deleted && (options.table_actions.length > 0 || options.can.export);
  const selectedIds = useMemo(() => [...selected], [selected]);
  const filterCount = activeFilterCount(search);
  const filtered = hasFilters(search);

  return (
    <Stack gap="5">
      {options.can.statistics && !deleted && <StatisticsBlocks scope={scope} search={search} />}

      <Flex gap="3" wrap="wrap" align="center">
        {options.can.search && (
          <>
            <SearchBox
              value={search.q ?? ''}
              onSearch={(q) => go(withFilters(search, { ...filtersOf(search), q }))}
            />
            <Button
              variant="outline"
              bg="white"
              aria-expanded={filtersOpen}
              aria-controls="transaction-filters"
              onClick={() => setFiltersOpen(!filtersOpen)}
            >
              {t('filters.button')}
              {filterCount > 0 && (
                <Badge
                  colorPalette="orange"
                  variant="solid"
                  borderRadius="full"
                  aria-label={t('filters.active', { count: filterCount })}
                >
                  {filterCount}
                </Badge>
              )}
            </Button>
          </>
        )}
        <HStack gap="3" marginInlineStart="auto" wrap="wrap">
          {selected.size > 0 && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('table.selected', { count: selected.size })}
            </Text>
          )}
          {!deleted && (
            <TableActionsMenu
              scope={scope}
              actions={options.table_actions}
              selectedIds={selectedIds}
              onDone={() => setSelected(new Set())}
            />
          )}
          {!deleted && options.can.export && (
            <ExportMenu scope={scope} query={toFilterQuery(search)} selectedIds={selectedIds} />
          )}
        </HStack>
      </Flex>

      {options.can.search && filtersOpen && (
        <FilterPanel
          key={filterKey}
          id="transaction-filters"
          filters={options.filters}
          applied={filtersOf(search)}
          onApply={(filters) => go(withFilters(search, { ...filters, q: search.q }))}
        />
      )}

      <RowsPerPage
        total={total}
        value={size}
        onChange={(next) => go({ ...search, page: undefined, per_page: next === 10 ? undefined : next })}
      />

      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.count === 0 ? (
        <EmptyState message={filtered ? t('empty_filtered') : t('empty')} />
      ) : (
        <Stack gap="0" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isPlaceholderData}>
          <TransactionsTable
            scope={scope}
            rows={list.data.results}
            fields={options.fields}
            lang={lang}
            basePath={basePath}
            {...(selectable ? { selected, onSelectedChange: setSelected } : {})}
          />
          <Paginator
            page={Math.min(page, Math.max(pages, 1))}
            pages={pages}
            total={total}
            exact={list.data.count_exact}
            pageSize={size === 'all' ? Math.max(total, 1) : size}
            hrefFor={(n) => hrefFor({ ...search, page: n > 1 ? n : undefined })}
          />
        </Stack>
      )}
    </Stack>
  );
}
