import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { PagedResults } from '@/components/paged-results';
import type { StaffMember } from '@/domain/contracts/staff';
import { usePaging } from '@/hooks/use-paging';
import { useTranslation } from '@/lib/i18n-react';
import { userDetailsQuery } from '@/lib/shared-queries';
import { staffListQuery } from '../api/get-staff';
import { displayName } from '../lib/staff-name';
import { hasFilters, type StaffSearch, withFilters } from '../lib/staff-search';
import { StaffDeactivateDialog } from './staff-deactivate-dialog';
import { StaffEditDialog } from './staff-edit-dialog';
import { StaffFiltersBar } from './staff-filters';
import { StaffResendDialog, StaffWithdrawDialog } from './staff-invitation-dialogs';
import { StaffInviteDialog } from './staff-invite-dialog';
import { StaffList } from './staff-list';
import { StaffResetDialog } from './staff-reset-dialog';
import { StaffTwoFactorDialog } from './staff-two-factor-dialog';

/** A dialog of a member's signed-in devices: composed in by the route, as features do not import each other. */
export type DevicesDialog = ComponentType<{
  member: { id: number; name: string } | null;
  onClose: () => void;
}>;

/** The owner's team: searched, filtered and paged through the URL, invited and edited one member at a time. */
export function StaffPage({ search, DevicesDialog }: { search: StaffSearch; DevicesDialog?: DevicesDialog }) {
  const { t } = useTranslation('staff');
  const list = useQuery(staffListQuery(search));
  const paging = usePaging(search, list);
  const self = useQuery(userDetailsQuery());
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [resending, setResending] = useState<StaffMember | null>(null);
  const [withdrawing, setWithdrawing] = useState<StaffMember | null>(null);
  const [turningOff, setTurningOff] = useState<StaffMember | null>(null);
  const [inviting, setInviting] = useState(false);
  const [devicesOf, setDevicesOf] = useState<StaffMember | null>(null);

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Text color="fg.muted" flex="1" minWidth="60">
          {t('intro')}
        </Text>
        <Button colorPalette="orange" size="sm" onClick={() => setInviting(true)}>
          {t('invite.open')}
        </Button>
      </HStack>
      <StaffFiltersBar search={search} onChange={(filters) => paging.go(withFilters(search, filters))} />
      <PagedResults
        list={list}
        paging={paging}
        emptyMessage={hasFilters(search) ? t('empty_filtered') : t('empty')}
      >
        {(rows) => (
          <StaffList
            rows={rows}
            selfId={self.data?.id}
            onEdit={setEditing}
            onDeactivate={setDeactivating}
            onResetLink={setResetting}
            onResendInvitation={setResending}
            onWithdrawInvitation={setWithdrawing}
            onTurnOffTwoFactor={setTurningOff}
            onDevices={DevicesDialog && setDevicesOf}
          />
        )}
      </PagedResults>
      <StaffEditDialog member={editing} onClose={() => setEditing(null)} />
      <StaffDeactivateDialog member={deactivating} onClose={() => setDeactivating(null)} />
      <StaffResetDialog member={resetting} onClose={() => setResetting(null)} />
      <StaffResendDialog member={resending} onClose={() => setResending(null)} />
      <StaffWithdrawDialog member={withdrawing} onClose={() => setWithdrawing(null)} />
      <StaffTwoFactorDialog member={turningOff} onClose={() => setTurningOff(null)} />
      <StaffInviteDialog open={inviting} onClose={() => setInviting(false)} />
      {DevicesDialog && (
        <DevicesDialog
          member={devicesOf && { id: devicesOf.id, name: displayName(devicesOf) }}
          onClose={() => setDevicesOf(null)}
        />
      )}
    </Stack>
  );
}
