import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { branchQuery } from '@/features/kitchen/api/branches';
import { BranchDetails } from '@/features/kitchen/components/branch-details';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

export const Route = createFileRoute('/$lang/_dashboard/food-ordering/branches/$id')({
  loader: async ({ context, params }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'food-ordering', 'branches');
    if (!section) throw notFound();
    void context.queryClient.prefetchQuery(branchQuery(params.id, params.lang));
    return { section };
  },
  component: BranchRoute,
});

function BranchRoute() {
  const { t } = useTranslation('kitchen');
  const { id } = Route.useParams();
  const lang = useLang();
  const { section } = Route.useLoaderData();
  const branch = useQuery(branchQuery(id, lang)).data;
  return (
    <>
      <PageHeader
        title={branch ? branch.name[lang] : t('branches.title')}
        crumbs={[
          { label: lang === 'ar' ? section.label_ar : section.label_en },
          { label: t('branches.title'), href: `/${lang}/food-ordering/branches` },
        ]}
      />
      <BranchDetails id={id} />
    </>
  );
}
