import type { StaffMember } from '@/domain/contracts/staff';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useResendInvitation } from '../api/resend-invitation';
import { useWithdrawInvitation } from '../api/withdraw-invitation';
import { MemberConfirmDialog } from './member-confirm-dialog';

type DialogProps = { member: StaffMember | null; onClose: () => void };

/** Asks before emailing an invitee a new link, saying the one they have stops working. */
export function StaffResendDialog({ member, onClose }: DialogProps) {
  const { t } = useTranslation('staff');
  const resend = useResendInvitation();
  return (
    <MemberConfirmDialog
      member={member}
      texts={(name) => ({
        title: t('resend.title'),
        body: t('resend.body', { name }),
        cancel: t('resend.cancel'),
        confirm: t('resend.confirm'),
      })}
      colorPalette="orange"
      action={resend}
      onDone={(_member, name) => notifySuccess(t('resend.done', { name }))}
      onClose={onClose}
    />
  );
}

/** Asks before withdrawing an invitation: the account is removed, and its link with it. */
export function StaffWithdrawDialog({ member, onClose }: DialogProps) {
  const { t } = useTranslation('staff');
  const withdraw = useWithdrawInvitation();
  return (
    <MemberConfirmDialog
      member={member}
      texts={(name) => ({
        title: t('withdraw.title', { name }),
        body: t('withdraw.body', { name }),
        cancel: t('withdraw.cancel'),
        confirm: t('withdraw.confirm'),
      })}
      colorPalette="red"
      action={withdraw}
      onDone={({ message }) => notifySuccess(message)}
      onClose={onClose}
    />
  );
}
