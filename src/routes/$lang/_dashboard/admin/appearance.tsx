import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { appearanceSettingsQuery } from '@/features/appearance/api/appearance-settings';
import { AppearancePage } from '@/features/appearance/components/appearance-page';
import { useTranslation } from '@/lib/i18n-react';

/** Customer pages' themes and header buttons, for owners (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/appearance')({
  loader: ({ context }) => context.queryClient.ensureQueryData(appearanceSettingsQuery()),
  component: AppearanceRoute,
});

function AppearanceRoute() {
  const { t } = useTranslation('appearance');
  return (
    <>
      <PageHeader title={t('title')} />
      <AppearancePage />
    </>
  );
}
