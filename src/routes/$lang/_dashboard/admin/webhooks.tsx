import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { endpointsQuery } from '@/features/webhooks/api/endpoints';
import { eventsQuery } from '@/features/webhooks/api/events';
import { WebhooksPage } from '@/features/webhooks/components/webhooks-page';
import { useTranslation } from '@/lib/i18n-react';

/** Webhook endpoints and their delivery log, for owners (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/webhooks')({
  loader: ({ context }) => {
    // Not awaited: the sections draw at once with their own skeletons.
    void context.queryClient.prefetchQuery(endpointsQuery());
    void context.queryClient.prefetchQuery(eventsQuery({ page: 1 }));
  },
  component: WebhooksRoute,
});

function WebhooksRoute() {
  const { t } = useTranslation('webhooks');
  return (
    <>
      <PageHeader title={t('title')} />
      <WebhooksPage />
    </>
  );
}
