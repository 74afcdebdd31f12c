import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { PagedResults } from '@/components/paged-results';
import { useLang } from '@/hooks/use-lang';
import { usePaging } from '@/hooks/use-paging';
import { useTranslation } from '@/lib/i18n-react';
import { adminLogQuery } from '../api/get-admin-log';
import { type AdminLogSearch, hasFilters, withFilters } from '../lib/admin-log-search';
import { AdminLogEntries } from './admin-log-entries';
import { AdminLogFiltersBar } from './admin-log-filters';

/** The owner's Admin log: the merchant's whole history, filtered and paged through the URL. */
export function AdminLogPage({ search }: { search: AdminLogSearch }) {
  const { t } = useTranslation('admin-log');
  const lang = useLang();
  const list = useQuery(adminLogQuery(search, lang));
  const paging = usePaging(search, list);
  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('intro')}</Text>
      <AdminLogFiltersBar search={search} onChange={(filters) => paging.go(withFilters(search, filters))} />
      <PagedResults
        list={list}
        paging={paging}
        emptyMessage={hasFilters(search) ? t('empty_filtered') : t('empty')}
      >
        {(rows) => <AdminLogEntries entries={rows} lang={lang} />}
      </PagedResults>
    </Stack>
  );
}
