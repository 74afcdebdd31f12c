import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { listQuery } from '@/features/transactions/api/list';
import { listOptionsQuery } from '@/features/transactions/api/options';
import { TransactionsPage } from '@/features/transactions/components/transactions-page';
import { parseListSearch } from '@/features/transactions/lib/list-search';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

/** A plugin's deleted transactions, where they can be restored; not found unless the section enables it. */
export const Route = createFileRoute('/$lang/_dashboard/$section/deleted-transactions/')({
  // Kept raw and parsed by the code-split loader and component, so the parser stays out of
  // the entry chunk that every page (login, pay) loads; invalid parameters are dropped there.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, params.section, 'deleted_transactions');
    if (!section) throw notFound();
    // Not awaited: the page frame shows at once with a table skeleton while the rows load.
    void context.queryClient.prefetchQuery(
      listQuery(section.plugin, true, parseListSearch(deps), params.lang),
    );
    await context.queryClient.ensureQueryData(listOptionsQuery(section.plugin, params.lang));
    return { section };
  },
  component: DeletedTransactionsRoute,
});

function DeletedTransactionsRoute() {
  const { t } = useTranslation('transactions');
  const { lang, section: segment } = Route.useParams();
  const { section } = Route.useLoaderData();
  const raw = Route.useSearch();
  const search = useMemo(() => parseListSearch(raw), [raw]);
  const label = lang === 'ar' ? section.label_ar : section.label_en;
  return (
    <>
      <PageHeader
        title={t('deleted_title', { section: label })}
        crumbs={[{ label, href: `/${lang}/${segment}/transactions` }]}
      />
      <TransactionsPage
        scope={section.plugin}
        deleted
        search={search}
        basePath={`/${lang}/${segment}/deleted-transactions`}
      />
    </>
  );
}
