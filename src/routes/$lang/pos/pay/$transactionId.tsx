import { createFileRoute } from '@tanstack/react-router';
import { PayPage } from '@/features/pay/components/pay-page';

/** `step=details` once the address step is saved, so a reload or a language switch stays there. */
export const Route = createFileRoute('/$lang/pos/pay/$transactionId')({
  validateSearch: (search: Record<string, unknown>): { step?: 'details' } =>
    search.step === 'details' ? { step: 'details' } : {},
  component: PayRoute,
});

function PayRoute() {
  const { transactionId } = Route.useParams();
  const { step } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PayPage
      scope="pos"
      transactionId={transactionId}
      detailsStep={step === 'details'}
      onDetailsStep={() => void navigate({ search: { step: 'details' } })}
    />
  );
}
