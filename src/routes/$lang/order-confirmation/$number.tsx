import { createFileRoute } from '@tanstack/react-router';
import { OrderConfirmationPage } from '@/features/food-menu/components/order-confirmation-page';

export const Route = createFileRoute('/$lang/order-confirmation/$number')({
  component: OrderConfirmationRoute,
});

function OrderConfirmationRoute() {
  const { number } = Route.useParams();
  return <OrderConfirmationPage number={number} />;
}
