import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { smsProviderQuery } from '@/features/sms/api/sms-provider';
import { SmsPage } from '@/features/sms/components/sms-page';
import { useTranslation } from '@/lib/i18n-react';

/** The SMS provider, for owners (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/sms')({
  loader: ({ context }) => context.queryClient.ensureQueryData(smsProviderQuery()),
  component: SmsRoute,
});

function SmsRoute() {
  const { t } = useTranslation('sms');
  return (
    <>
      <PageHeader title={t('title')} />
      <SmsPage />
    </>
  );
}
