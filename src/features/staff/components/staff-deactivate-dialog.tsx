import type { StaffMember } from '@/domain/contracts/staff';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useDeactivateStaffMember } from '../api/deactivate-staff-member';
import { MemberConfirmDialog } from './member-confirm-dialog';

/**
 * Says what deactivating does before it is done; a refusal (the last active owner, oneself)
 * stays in the dialog, where the owner is looking.
 */
export function StaffDeactivateDialog({
  member,
  onClose,
}: {
  member: StaffMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const deactivate = useDeactivateStaffMember();
  return (
    <MemberConfirmDialog
      member={member}
      texts={(name) => ({
        title: t('deactivate.title', { name }),
        body: t('deactivate.body', { name }),
        cancel: t('deactivate.cancel'),
        confirm: t('deactivate.confirm'),
      })}
      colorPalette="red"
      action={deactivate}
      onDone={(_member, name) => notifySuccess(t('deactivate.done', { name }))}
      onClose={onClose}
    />
  );
}
