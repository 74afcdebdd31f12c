import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { apiKeysQuery } from '@/features/api-keys/api/api-keys';
import { ApiKeysPage } from '@/features/api-keys/components/api-keys-page';
import { useTranslation } from '@/lib/i18n-react';

/** The merchant's API keys, for owners (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/api-keys')({
  loader: ({ context }) => context.queryClient.ensureQueryData(apiKeysQuery()),
  component: ApiKeysRoute,
});

function ApiKeysRoute() {
  const { t } = useTranslation('api-keys');
  return (
    <>
      <PageHeader title={t('title')} />
      <ApiKeysPage />
    </>
  );
}
