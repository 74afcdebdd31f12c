import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@/domain/contracts/staff';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useReactivateStaffMember } from '../api/reactivate-staff-member';
import { displayName } from '../lib/staff-name';

export interface StaffRowHandlers {
  onEdit: (member: StaffMember) => void;
  onDeactivate: (member: StaffMember) => void;
  onResetLink: (member: StaffMember) => void;
  /** Shows the member's signed-in devices, where the page offers them. */
  onDevices?: (member: StaffMember) => void;
}

/**
 * Edit, a reset link and the signed-in devices of an active account, and Deactivate or
 * Reactivate. Reactivating harms no one and goes at once; the others ask first. One's own account
 * is never offered for deactivation (the server refuses it too). They wrap where the row is
 * narrow (a phone's card, a table beside long names), never off its edge.
 */
export function StaffRowActions({
  member,
  self,
  onEdit,
  onDeactivate,
  onResetLink,
  onDevices,
}: StaffRowHandlers & { member: StaffMember; self: boolean }) {
  const { t } = useTranslation('staff');
  const reactivate = useReactivateStaffMember();
  const name = displayName(member);
  const onReactivate = () =>
    reactivate.mutate(member.id, {
      onSuccess: () => notifySuccess(t('reactivated', { name })),
      onError: notifyError,
    });

  return (
    <HStack gap="2" justify={{ base: 'flex-start', md: 'flex-end' }} wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        aria-label={t('actions.edit_for', { name })}
        onClick={() => onEdit(member)}
      >
        {t('actions.edit')}
      </Button>
      {member.is_active && (
        <Button
          size="xs"
          variant="outline"
          aria-label={t('actions.reset_for', { name })}
          onClick={() => onResetLink(member)}
        >
          {t('actions.reset')}
        </Button>
      )}
      {member.is_active && onDevices && (
        <Button
          size="xs"
          variant="outline"
          aria-label={t('actions.devices_for', { name })}
          onClick={() => onDevices(member)}
        >
          {t('actions.devices')}
        </Button>
      )}
      {!self &&
        (member.is_active ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={t('actions.deactivate_for', { name })}
            onClick={() => onDeactivate(member)}
          >
            {t('actions.deactivate')}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="green"
            loading={reactivate.isPending}
            aria-label={t('actions.reactivate_for', { name })}
            onClick={onReactivate}
          >
            {t('actions.reactivate')}
          </Button>
        ))}
    </HStack>
  );
}
