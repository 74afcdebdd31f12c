import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { detailQuery } from '@/features/transactions/api/detail';
import { TransactionDetail } from '@/features/transactions/components/transaction-detail';

export const Route = createFileRoute('/$lang/_dashboard/transactions/$id')({
  // Prefetch only: a 404 is the page's own "Transaction not found", not the router's error.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(detailQuery('all', false, params.id, params.lang));
  },
  component: AllTransactionDetailPage,
});

function AllTransactionDetailPage() {
  const { t } = useTranslation('transaction-actions');
  const { lang, id } = Route.useParams();
  return (
    <TransactionDetail
      scope="all"
      deleted={false}
      id={id}
      listLabel={t('detail.transactions')}
      listHref={`/${lang}/transactions`}
    />
  );
}
