import { createFileRoute } from '@tanstack/react-router';
import { CustomerPaymentPage } from '@/features/pay/components/customer-payment-page';

export const Route = createFileRoute('/$lang/pos/pay/collect/$collectorId')({
  component: CollectorRoute,
});

function CollectorRoute() {
  const { collectorId } = Route.useParams();
  return <CustomerPaymentPage collectorId={collectorId} />;
}
