import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { kitchenMenuQuery } from '@/features/kitchen/api/sold-out';
import { SoldOutPage } from '@/features/kitchen/components/sold-out-page';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

export const Route = createFileRoute('/$lang/_dashboard/food-ordering/sold-out')({
  loader: async ({ context }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    // The kitchen's page: wherever its orders are shown.
    const section = enabledSection(results, 'food-ordering', 'orders');
    if (!section) throw notFound();
    void context.queryClient.prefetchQuery(kitchenMenuQuery());
    return { section };
  },
  component: SoldOutRoute,
});

function SoldOutRoute() {
  const { t } = useTranslation('kitchen');
  const { lang } = Route.useParams();
  const { section } = Route.useLoaderData();
  return (
    <>
      <PageHeader
        title={t('sold_out.title')}
        crumbs={[{ label: lang === 'ar' ? section.label_ar : section.label_en }]}
      />
      <SoldOutPage />
    </>
  );
}
