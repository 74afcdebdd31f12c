import type { StaffMember } from '@/domain/contracts/staff';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSendResetLink } from '../api/send-reset-link';
import { MemberConfirmDialog } from './member-confirm-dialog';

/**
 * Asks before emailing someone a link to choose a new password (their current one keeps working
 * until they use it); a refusal (a deactivated account) stays in the dialog.
 */
export function StaffResetDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const send = useSendResetLink();
  return (
    <MemberConfirmDialog
      member={member}
      texts={(name) => ({
        title: t('reset.title'),
        body: t('reset.body', { name }),
        cancel: t('reset.cancel'),
        confirm: t('reset.confirm'),
      })}
      colorPalette="orange"
      action={send}
      onDone={({ message }) => notifySuccess(message)}
      onClose={onClose}
    />
  );
}
