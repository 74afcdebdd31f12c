import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { listQuery } from '@/features/transactions/api/list';
import { listOptionsQuery } from '@/features/transactions/api/options';
import { TransactionsPage } from '@/features/transactions/components/transactions-page';
import { parseListSearch } from '@/features/transactions/lib/list-search';

/** The all-plugins Dashboard list: every plugin the user may access (the server decides which). */
export const Route = createFileRoute('/$lang/_dashboard/transactions/')({
  // Kept raw and parsed by the code-split loader and component, so the parser stays out of
  // the entry chunk that every page (login, pay) loads; invalid parameters are dropped there.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    // Not awaited: the page frame shows at once with a table skeleton while the rows load.
    void context.queryClient.prefetchQuery(listQuery('all', false, parseListSearch(deps), params.lang));
    await context.queryClient.ensureQueryData(listOptionsQuery('all', params.lang));
  },
  component: AllTransactionsRoute,
});

function AllTransactionsRoute() {
  const { t } = useTranslation('transactions');
  const { lang } = Route.useParams();
  const raw = Route.useSearch();
  const search = useMemo(() => parseListSearch(raw), [raw]);
  return (
    <>
      <PageHeader title={t('all_title')} />
      <TransactionsPage scope="all" search={search} basePath={`/${lang}/transactions`} />
    </>
  );
}
