import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { gatewaysQuery } from '@/features/gateways-admin/api/gateways';
import { GatewaysPage } from '@/features/gateways-admin/components/gateways-page';
import { useTranslation } from '@/lib/i18n-react';

/** The merchant's gateways, for owners (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/gateways')({
  loader: ({ context }) => {
    // Not awaited: the list draws at once with its skeleton.
    void context.queryClient.prefetchQuery(gatewaysQuery());
  },
  component: GatewaysRoute,
});

function GatewaysRoute() {
  const { t } = useTranslation('gateways-admin');
  return (
    <>
      <PageHeader title={t('title')} />
      <GatewaysPage />
    </>
  );
}
