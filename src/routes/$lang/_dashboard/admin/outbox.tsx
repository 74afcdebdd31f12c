import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { outboxListQuery } from '@/features/outbox/api/get-outbox';
import { OutboxPage } from '@/features/outbox/components/outbox-page';
import { parseOutboxSearch } from '@/features/outbox/lib/outbox-search';
import { useTranslation } from '@/lib/i18n-react';

/** Kept and sent emails and SMS, for superusers (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/outbox')({
  // Kept raw and parsed by the code-split loader and component (like the other lists).
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Not awaited: the frame shows at once with a table skeleton while the rows load.
    void context.queryClient.prefetchQuery(outboxListQuery(parseOutboxSearch(deps)));
  },
  component: OutboxRoute,
});

function OutboxRoute() {
  const { t } = useTranslation('outbox');
  const raw = Route.useSearch();
  const search = useMemo(() => parseOutboxSearch(raw), [raw]);
  return (
    <>
      <PageHeader title={t('title')} />
      <OutboxPage search={search} />
    </>
  );
}
