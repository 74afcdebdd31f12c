import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { adminLogQuery } from '@/features/admin-log/api/get-admin-log';
import { AdminLogPage } from '@/features/admin-log/components/admin-log-page';
import { parseAdminLogSearch } from '@/features/admin-log/lib/admin-log-search';
import { useTranslation } from '@/lib/i18n-react';

/** The merchant's whole activity history, for owners (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/log')({
  // Kept raw and parsed by the code-split loader and component (like the other lists).
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => {
    // Not awaited: the frame shows at once with a skeleton while the entries load.
    void context.queryClient.prefetchQuery(adminLogQuery(parseAdminLogSearch(deps), params.lang));
  },
  component: AdminLogRoute,
});

function AdminLogRoute() {
  const { t } = useTranslation('admin-log');
  const raw = Route.useSearch();
  const search = useMemo(() => parseAdminLogSearch(raw), [raw]);
  return (
    <>
      <PageHeader title={t('title')} />
      <AdminLogPage search={search} />
    </>
  );
}
