import { createFileRoute } from '@tanstack/react-router';
import { CustomerPaymentPage } from '@/features/pay/components/customer-payment-page';

export const Route = createFileRoute('/$lang/pos/pay/')({
  component: () => <CustomerPaymentPage collectorId={null} />,
});
