import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { attentionOrdersQuery } from '@/features/catalogue-attention/api/get-attention-orders';
import { AttentionPage } from '@/features/catalogue-attention/components/attention-page';
import { parseAttentionSearch } from '@/features/catalogue-attention/lib/attention-search';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

/**
 * Beside the $section routes: only the catalogue has it, for whoever sees its transactions
 * (the server asks the same access_catalogue permission).
 */
export const Route = createFileRoute('/$lang/_dashboard/catalogue/needs-attention')({
  // Kept raw and parsed by the code-split loader and component (like the other lists).
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // Not awaited: the frame shows at once with a table skeleton while the rows load.
    void context.queryClient.prefetchQuery(attentionOrdersQuery(parseAttentionSearch(deps)));
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'catalogue', 'transactions');
    if (!section) throw notFound();
    return { section };
  },
  component: NeedsAttentionRoute,
});

function NeedsAttentionRoute() {
  const { t } = useTranslation('catalogue-attention');
  const { lang } = Route.useParams();
  const { section } = Route.useLoaderData();
  const raw = Route.useSearch();
  const search = useMemo(() => parseAttentionSearch(raw), [raw]);
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[
          {
            label: lang === 'ar' ? section.label_ar : section.label_en,
            href: `/${lang}/catalogue/transactions`,
          },
        ]}
      />
      <AttentionPage search={search} />
    </>
  );
}
