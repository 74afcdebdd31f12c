import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResults } from '@/components/paged-results';
import type { StaffMember } from '@/domain/contracts/staff';
import { usePaging } from '@/hooks/use-paging';
import { userDetailsQuery } from '@/lib/shared-queries';
import { staffListQuery } from '../api/get-staff';
import { hasFilters, type StaffSearch, withFilters } from '../lib/staff-search';
import { StaffDeactivateDialog } from './staff-deactivate-dialog';
import { StaffEditDialog } from './staff-edit-dialog';
import { StaffFiltersBar } from './staff-filters';
import { StaffTable } from './staff-table';

/** The owner's team: searched, filtered and paged through the URL, edited one member at a time. */
export function StaffPage({ search }: { search: StaffSearch }) {
  const { t } = useTranslation('staff');
  const list = useQuery(staffListQuery(search));
  const paging = usePaging(search, list);
  const self = useQuery(userDetailsQuery());
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);

  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('intro')}</Text>
      <StaffFiltersBar search={search} onChange={(filters) => paging.go(withFilters(search, filters))} />
      <PagedResults
        list={list}
        paging={paging}
        emptyMessage={hasFilters(search) ? t('empty_filtered') : t('empty')}
      >
        {(rows) => (
          <StaffTable rows={rows} selfId={self.data?.id} onEdit={setEditing} onDeactivate={setDeactivating} />
        )}
      </PagedResults>
      <StaffEditDialog member={editing} onClose={() => setEditing(null)} />
      <StaffDeactivateDialog member={deactivating} onClose={() => setDeactivating(null)} />
    </Stack>
  );
}
