import { createFileRoute } from '@tanstack/react-router';
import { PayPage } from '@/features/pay/components/pay-page';

/** Shopify's checkout hands the customer over here; the pay page itself is the same. */
export const Route = createFileRoute('/$lang/spf/payment-options/$transactionId')({
  validateSearch: (search: Record<string, unknown>): { step?: 'details' } =>
    search.step === 'details' ? { step: 'details' } : {},
  component: ShopifyPayRoute,
});

function ShopifyPayRoute() {
  const { transactionId } = Route.useParams();
  const { step } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PayPage
      scope="shopify"
      transactionId={transactionId}
      detailsStep={step === 'details'}
      onDetailsStep={() => void navigate({ search: { step: 'details' } })}
    />
  );
}
