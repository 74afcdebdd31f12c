import { createFileRoute } from '@tanstack/react-router';
import { OrderConfirmationPage } from '@/features/food-menu/components/order-confirmation-page';

/** ?token= is the order's key from checkout: without it the server knows no such order. */
export interface OrderConfirmationSearch {
  token?: string;
}

export const Route = createFileRoute('/$lang/order-confirmation/$number')({
  validateSearch: (search: Record<string, unknown>): OrderConfirmationSearch =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: OrderConfirmationRoute,
});

function OrderConfirmationRoute() {
  const { number } = Route.useParams();
  const { token = '' } = Route.useSearch();
  return <OrderConfirmationPage number={number} token={token} />;
}
