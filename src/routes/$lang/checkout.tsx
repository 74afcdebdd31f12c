import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/food-menu/components/checkout-page';

/** `step=details` once the address is saved, so a reload or a language switch stays there. */
export const Route = createFileRoute('/$lang/checkout')({
  validateSearch: (search: Record<string, unknown>): { step?: 'details' } =>
    search.step === 'details' ? { step: 'details' } : {},
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { step } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CheckoutPage
      detailsStep={step === 'details'}
      onDetailsStep={() => void navigate({ search: { step: 'details' } })}
    />
  );
}
