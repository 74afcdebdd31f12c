import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { securitySettingsQuery } from '@/features/security/api/security-settings';
import { SecurityPage } from '@/features/security/components/security-page';
import { useTranslation } from '@/lib/i18n-react';

/** Sign-in requirements, for owners (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/security')({
  loader: ({ context }) => context.queryClient.ensureQueryData(securitySettingsQuery()),
  component: SecurityRoute,
});

function SecurityRoute() {
  const { t } = useTranslation('security');
  return (
    <>
      <PageHeader title={t('title')} />
      <SecurityPage />
    </>
  );
}
