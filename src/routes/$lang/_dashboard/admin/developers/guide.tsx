import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { IntegrationGuide } from '@/features/developers/components/integration-guide';

/** The short integration guide linked from the Webhooks page. */
export const Route = createFileRoute('/$lang/_dashboard/admin/developers/guide')({
  component: GuideRoute,
});

function GuideRoute() {
  const { t } = useTranslation('developers');
  return (
    <>
      <PageHeader title={t('title')} />
      <IntegrationGuide />
    </>
  );
}
