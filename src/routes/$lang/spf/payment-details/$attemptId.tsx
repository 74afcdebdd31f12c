import { createFileRoute } from '@tanstack/react-router';
import { AttemptResultPage } from '@/features/attempt-result/components/attempt-result-page';
import { SocialLinks, UnitHeader } from '@/features/pay/components/unit-header';

export const Route = createFileRoute('/$lang/spf/payment-details/$attemptId')({
  validateSearch: (search: Record<string, unknown>): { next?: string } =>
    typeof search.next === 'string' ? { next: search.next } : {},
  component: ShopifyResultRoute,
});

function ShopifyResultRoute() {
  const { attemptId } = Route.useParams();
  const { next } = Route.useSearch();
  return (
    <AttemptResultPage
      scope="shopify"
      attemptId={attemptId}
      next={next}
      header={(unit) => (unit ? <UnitHeader unit={unit} /> : undefined)}
      footer={(unit) => <SocialLinks unit={unit} repeated />}
    />
  );
}
