import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FiltersButton } from '@/components/filters-button';
import { PagedResults } from '@/components/paged-results';
import { SearchBox } from '@/components/search-box';
import type { TransactionScope } from '@/domain/contracts/transactions';
import { useLang } from '@/hooks/use-lang';
import { usePaging } from '@/hooks/use-paging';
import { useTranslation } from '@/lib/i18n-react';
import { listQuery } from '../api/list';
import { listOptionsQuery } from '../api/options';
import {
  activeFilterCount,
  filtersOf,
  hasFilters,
  type ListSearch,
  toFilterQuery,
  withFilters,
} from '../lib/list-search';
import { ExportMenu } from './export-menu';
import { FilterPanel } from './filter-panel';
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
  const paging = usePaging(search, list);
  const { go } = paging;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const filterKey = JSON.stringify(filtersOf(search));
  const [selectionKey, setSelectionKey] = useState(filterKey);
  // A selection made under other filters would act on rows no longer in view.
  if (selectionKey !== filterKey) {
    setSelectionKey(filterKey);
    setSelected(new Set());
  }

  const selectable = !deleted && (options.table_actions.length > 0 || options.can.export);
  const selectedIds = useMemo(() => [...selected], [selected]);

  return (
    <Stack gap="5">
      {options.can.statistics && !deleted && <StatisticsBlocks scope={scope} search={search} />}

      <Flex gap="3" wrap="wrap" align="center">
        {options.can.search && (
          <>
            <SearchBox
              value={search.q ?? ''}
              onSearch={(q) => go(withFilters(search, { ...filtersOf(search), q }))}
              label={t('search.label')}
              placeholder={t('search.placeholder')}
            />
            <FiltersButton
              count={activeFilterCount(search)}
              open={filtersOpen}
              controls="transaction-filters"
              onToggle={() => setFiltersOpen(!filtersOpen)}
            />
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

      <PagedResults
        list={list}
        paging={paging}
        exact={list.data?.count_exact}
        emptyMessage={hasFilters(search) ? t('empty_filtered') : t('empty')}
      >
        {(rows) => (
          <TransactionsTable
            scope={scope}
            rows={rows}
            fields={options.fields}
            lang={lang}
            basePath={basePath}
            {...(selectable ? { selected, onSelectedChange: setSelected } : {})}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
