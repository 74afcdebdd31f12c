import type { StaffMember } from '@/domain/contracts/staff';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useResetStaffTwoFactor } from '../api/reset-two-factor';
import { MemberConfirmDialog } from './member-confirm-dialog';

/** Says when turning off a member's two-factor sign-in is meant, and what follows, before it is done. */
export function StaffTwoFactorDialog({
  member,
  onClose,
}: {
  member: StaffMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const reset = useResetStaffTwoFactor();
  return (
    <MemberConfirmDialog
      member={member}
      texts={(name) => ({
        title: t('two_factor.title', { name }),
        body: t('two_factor.body', { name }),
        cancel: t('two_factor.cancel'),
        confirm: t('two_factor.confirm'),
      })}
      colorPalette="red"
      action={reset}
      onDone={(_member, name) => notifySuccess(t('two_factor.done', { name }))}
      onClose={onClose}
    />
  );
}
