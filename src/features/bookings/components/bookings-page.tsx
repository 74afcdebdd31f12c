import { Flex, HStack, Stack } from '@chakra-ui/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FiltersButton } from '@/components/filters-button';
import { PagedResults } from '@/components/paged-results';
import { SearchBox } from '@/components/search-box';
import { useLang } from '@/hooks/use-lang';
import { usePaging } from '@/hooks/use-paging';
import { useTranslation } from '@/lib/i18n-react';
import { bookingListQuery, bookingOptionsQuery } from '../api/bookings';
import {
  activeFilterCount,
  type BookingSearch,
  filtersOf,
  hasFilters,
  toFilterQuery,
  withFilters,
} from '../lib/booking-search';
import { BookingCounters } from './booking-counters';
import { BookingExportMenu } from './booking-export-menu';
import { BookingFiltersPanel } from './booking-filters';
import { BookingsTable } from './bookings-table';

/** SPEC 2.3 Booking list: counters, keyword, filters, export, rows per page, table, paginator. */
export function BookingsPage({ search, basePath }: { search: BookingSearch; basePath: string }) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const { data: options } = useSuspenseQuery(bookingOptionsQuery(lang));
  const list = useQuery(bookingListQuery(search, lang));
  const paging = usePaging(search, list);
  const { go } = paging;
  // A link that arrives filtered shows what is applied.
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(search) > 0);
  const filterKey = JSON.stringify(filtersOf(search));

  return (
    <Stack gap="5">
      <BookingCounters search={search} />

      <Flex gap="3" wrap="wrap" align="center">
        <SearchBox
          value={search.q ?? ''}
          onSearch={(q) => go(withFilters(search, { ...filtersOf(search), q }))}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
        <FiltersButton
          count={activeFilterCount(search)}
          open={filtersOpen}
          controls="booking-filters"
          onToggle={() => setFiltersOpen(!filtersOpen)}
        />
        <HStack gap="3" marginInlineStart="auto">
          <BookingExportMenu query={toFilterQuery(search)} />
        </HStack>
      </Flex>

      {filtersOpen && (
        <BookingFiltersPanel
          key={filterKey}
          id="booking-filters"
          options={options}
          applied={filtersOf(search)}
          onApply={(filters) => go(withFilters(search, { ...filters, q: search.q }))}
        />
      )}

      <PagedResults
        list={list}
        paging={paging}
        emptyMessage={hasFilters(search) ? t('empty_filtered') : t('empty')}
      >
        {(rows) => <BookingsTable rows={rows} lang={lang} basePath={basePath} />}
      </PagedResults>
    </Stack>
  );
}
