import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { ATTENTION_FILTERS, type AttentionFilter } from '@/domain/payment-attention';
import { paymentAttentionQuery } from '@/features/payment-attention/api/get-payment-attention';
import { AttentionPage } from '@/features/payment-attention/components/attention-page';
import { useTranslation } from '@/lib/i18n-react';

const filterOf = (search: Record<string, unknown>): AttentionFilter =>
  ATTENTION_FILTERS.find((name) => name === search.state) ?? 'open';

/** The needs-attention list, for owners and staff with resolve_paymentattention (the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/payments-attention')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Not awaited: the frame shows at once with its loading state.
    void context.queryClient.prefetchQuery(paymentAttentionQuery(filterOf(deps)));
  },
  component: PaymentsAttentionRoute,
});

function PaymentsAttentionRoute() {
  const { t } = useTranslation('payment-attention');
  const filter = filterOf(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader title={t('title')} />
      <AttentionPage
        filter={filter}
        onFilterChange={(state) =>
          void navigate({ search: state === 'open' ? {} : { state }, replace: true })
        }
      />
    </>
  );
}
