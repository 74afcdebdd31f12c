import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { MemberDevicesDialog } from '@/features/sessions/components/member-devices-dialog';
import { staffListQuery } from '@/features/staff/api/get-staff';
import { StaffPage } from '@/features/staff/components/staff-page';
import { parseStaffSearch } from '@/features/staff/lib/staff-search';
import { useTranslation } from '@/lib/i18n-react';

/** The merchant's team, for owners (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/staff')({
  // Kept raw and parsed by the code-split loader and component (like the other lists).
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Not awaited: the frame shows at once with a table skeleton while the rows load.
    void context.queryClient.prefetchQuery(staffListQuery(parseStaffSearch(deps)));
  },
  component: StaffRoute,
});

function StaffRoute() {
  const { t } = useTranslation('staff');
  const raw = Route.useSearch();
  const search = useMemo(() => parseStaffSearch(raw), [raw]);
  return (
    <>
      <PageHeader title={t('title')} />
      <StaffPage search={search} DevicesDialog={MemberDevicesDialog} />
    </>
  );
}
