import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { OrderScanner } from '@/features/kitchen/components/order-scanner';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

export const Route = createFileRoute('/$lang/_dashboard/food-ordering/fulfillment')({
  loader: async ({ context }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'food-ordering', 'fulfillment');
    if (!section) throw notFound();
    return { section };
  },
  component: FulfillmentRoute,
});

function FulfillmentRoute() {
  const { t } = useTranslation('kitchen');
  const { lang } = Route.useParams();
  const { section } = Route.useLoaderData();
  return (
    <>
      <PageHeader
        title={t('fulfillment.title')}
        crumbs={[{ label: lang === 'ar' ? section.label_ar : section.label_en }]}
      />
      <OrderScanner ordersPath={`/${lang}/food-ordering/orders`} />
    </>
  );
}
