import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { appearanceSettingsQuery } from '@/features/appearance/api/appearance-settings';
import { AppearancePage } from '@/features/appearance/components/appearance-page';

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
