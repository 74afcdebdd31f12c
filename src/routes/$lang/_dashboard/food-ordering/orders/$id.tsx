import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { orderDetailQuery } from '@/features/kitchen/api/orders';
import { OrderDetailsPage } from '@/features/kitchen/components/order-details';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

export const Route = createFileRoute('/$lang/_dashboard/food-ordering/orders/$id')({
  loader: async ({ context, params }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    // Staff who may only scan orders reach the details from the scan page.
    const section =
      enabledSection(results, 'food-ordering', 'orders') ??
      enabledSection(results, 'food-ordering', 'fulfillment');
    if (!section) throw notFound();
    void context.queryClient.prefetchQuery(orderDetailQuery(params.id, params.lang));
    return { section };
  },
  component: OrderRoute,
});

function OrderRoute() {
  const { t } = useTranslation('kitchen');
  const { lang, id } = Route.useParams();
  const { section } = Route.useLoaderData();
  const order = useQuery(orderDetailQuery(id, lang)).data;
  const basePath = `/${lang}/food-ordering/orders`;
  return (
    <>
      <PageHeader
        title={order ? t('details.title', { number: order.number }) : t('orders.title')}
        crumbs={[
          { label: lang === 'ar' ? section.label_ar : section.label_en },
          { label: t('orders.title'), href: basePath },
        ]}
      />
      <OrderDetailsPage id={id} basePath={basePath} />
    </>
  );
}
