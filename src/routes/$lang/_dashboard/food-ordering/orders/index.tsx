import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { orderListQuery, orderOptionsQuery } from '@/features/kitchen/api/orders';
import { OrdersPage } from '@/features/kitchen/components/orders-page';
import { parseOrderSearch, toOrderQuery } from '@/features/kitchen/lib/order-search';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

/** The kitchen's live orders list; not found unless the server enables orders for this user. */
export const Route = createFileRoute('/$lang/_dashboard/food-ordering/orders/')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'food-ordering', 'orders');
    if (!section) throw notFound();
    const options = await context.queryClient
      .ensureQueryData(orderOptionsQuery(params.lang))
      .catch(() => null);
    void context.queryClient.prefetchQuery(
      orderListQuery(toOrderQuery(parseOrderSearch(deps)), params.lang, options?.refresh_seconds ?? 10),
    );
    return { section };
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const { t } = useTranslation('kitchen');
  const { lang } = Route.useParams();
  const { section } = Route.useLoaderData();
  const raw = Route.useSearch();
  const navigate = Route.useNavigate();
  const search = useMemo(() => parseOrderSearch(raw), [raw]);
  return (
    <>
      <PageHeader
        title={t('orders.title')}
        crumbs={[{ label: lang === 'ar' ? section.label_ar : section.label_en }]}
      />
      <OrdersPage
        search={search}
        basePath={`/${lang}/food-ordering/orders`}
        onSearch={(next) => void navigate({ search: next as Record<string, unknown> })}
      />
    </>
  );
}
