import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { paymentSettingsQuery } from '@/features/payment-settings/api/payment-settings';
import { PaymentSettingsPage } from '@/features/payment-settings/components/payment-settings-page';
import { useTranslation } from '@/lib/i18n-react';

/** Pause, default terms, checkout and Kuwait areas, for owners (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/payments')({
  loader: ({ context }) => context.queryClient.ensureQueryData(paymentSettingsQuery()),
  component: PaymentsRoute,
});

function PaymentsRoute() {
  const { t } = useTranslation('payment-settings');
  return (
    <>
      <PageHeader title={t('title')} />
      <PaymentSettingsPage />
    </>
  );
}
