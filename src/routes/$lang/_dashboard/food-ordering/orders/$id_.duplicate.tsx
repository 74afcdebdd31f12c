import { createFileRoute, notFound } from '@tanstack/react-router';
import { orderDetailQuery } from '@/features/kitchen/api/orders';
import { DuplicateOrder } from '@/features/kitchen/components/duplicate-order';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

// Beside the details rather than inside them (the trailing "_"): a confirmation page of its own.
export const Route = createFileRoute('/$lang/_dashboard/food-ordering/orders/$id_/duplicate')({
  staticData: { hideNavbar: true },
  loader: async ({ context, params }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    if (!enabledSection(results, 'food-ordering', 'orders')) throw notFound();
    void context.queryClient.prefetchQuery(orderDetailQuery(params.id, params.lang));
  },
  component: DuplicateRoute,
});

function DuplicateRoute() {
  const { lang, id } = Route.useParams();
  return <DuplicateOrder id={id} basePath={`/${lang}/food-ordering/orders`} />;
}
