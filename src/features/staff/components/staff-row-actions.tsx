import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@/domain/contracts/staff';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useReactivateStaffMember } from '../api/reactivate-staff-member';
import { displayName } from '../lib/staff-name';

export interface StaffRowHandlers {
  onEdit: (member: StaffMember) => void;
  onDeactivate: (member: StaffMember) => void;
}

/**
 * Edit, and Deactivate or Reactivate. Reactivating harms no one and goes at once; deactivating
 * asks first. One's own account is never offered for deactivation (the server refuses it too).
 */
export function StaffRowActions({
  member,
  self,
  onEdit,
  onDeactivate,
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
    <HStack gap="2" justify="flex-end" wrap="nowrap">
      <Button
        size="xs"
        variant="outline"
        aria-label={t('actions.edit_for', { name })}
        onClick={() => onEdit(member)}
      >
        {t('actions.edit')}
      </Button>
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
