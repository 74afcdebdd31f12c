import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { IntegrationGuide } from '@/features/developers/components/integration-guide';
import { useTranslation } from '@/lib/i18n-react';

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
