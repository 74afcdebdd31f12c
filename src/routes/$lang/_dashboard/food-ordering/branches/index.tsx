import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { branchesQuery } from '@/features/kitchen/api/branches';
import { BranchesPage } from '@/features/kitchen/components/branches-page';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

export const Route = createFileRoute('/$lang/_dashboard/food-ordering/branches/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  loader: async ({ context, params }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'food-ordering', 'branches');
    if (!section) throw notFound();
    void context.queryClient.prefetchQuery(branchesQuery(params.lang));
    return { section };
  },
  component: BranchesRoute,
});

function BranchesRoute() {
  const { t } = useTranslation('kitchen');
  const { lang } = Route.useParams();
  const { section } = Route.useLoaderData();
  const { page = 1 } = Route.useSearch();
  return (
    <>
      <PageHeader
        title={t('branches.title')}
        crumbs={[{ label: lang === 'ar' ? section.label_ar : section.label_en }]}
      />
      <BranchesPage page={page} basePath={`/${lang}/food-ordering/branches`} />
    </>
  );
}
