import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { formOptionsQuery } from '@/features/payment-request/api/payment-request';
import { CreatePaymentRequest } from '@/features/payment-request/components/create-payment-request';
import { useTranslation } from '@/lib/i18n-react';

export const Route = createFileRoute('/$lang/_dashboard/payment-request/create')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(formOptionsQuery(params.lang)),
  component: CreatePaymentRequestPage,
});

function CreatePaymentRequestPage() {
  const { t } = useTranslation('payment-request');
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('section') }]} />
      <CreatePaymentRequest />
    </>
  );
}
