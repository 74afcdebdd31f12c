import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { BulkCreate } from '@/features/kitchen/components/bulk-create';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

export const Route = createFileRoute('/$lang/_dashboard/food-ordering/bulk-create')({
  loader: async ({ context }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'food-ordering', 'product_bulk_create');
    if (!section) throw notFound();
    return { section };
  },
  component: BulkCreateRoute,
});

function BulkCreateRoute() {
  const { t } = useTranslation('kitchen');
  const { lang } = Route.useParams();
  const { section } = Route.useLoaderData();
  return (
    <>
      <PageHeader
        title={t('bulk.title')}
        crumbs={[{ label: lang === 'ar' ? section.label_ar : section.label_en }]}
      />
      <BulkCreate />
    </>
  );
}
