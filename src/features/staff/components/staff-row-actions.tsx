import { Button, HStack } from '@chakra-ui/react';
import type { StaffMember } from '@/domain/contracts/staff';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useReactivateStaffMember } from '../api/reactivate-staff-member';
import { displayName } from '../lib/staff-name';

export interface StaffRowHandlers {
  onEdit: (member: StaffMember) => void;
  onDeactivate: (member: StaffMember) => void;
  onResetLink: (member: StaffMember) => void;
  onResendInvitation: (member: StaffMember) => void;
  onWithdrawInvitation: (member: StaffMember) => void;
  onTurnOffTwoFactor: (member: StaffMember) => void;
  /** Shows the member's signed-in devices, where the page offers them. */
  onDevices?: (member: StaffMember) => void;
}

/**
 * Edit, a reset link and the signed-in devices of an active account, and Deactivate or
 * Reactivate; for an invitee (no password chosen yet) a new invitation link and Withdraw instead
 * of the reset link and Deactivate; "Turn off two-factor" for another member who has it on (one's
 * own is turned off on the account page, with a code). Reactivating harms no one and goes at
 * once; the others ask first. One's own account is never offered for deactivation (the server refuses it too). They
 * wrap where the row is narrow (a phone's card, a table beside long names), never off its edge.
 */
export function StaffRowActions({
  member,
  self,
  onEdit,
  onDeactivate,
  onResetLink,
  onResendInvitation,
  onWithdrawInvitation,
  onTurnOffTwoFactor,
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
  const action = (label: string, onClick: () => void, colorPalette?: 'red' | 'green') => (
    <Button
      size="xs"
      variant="outline"
      colorPalette={colorPalette}
      aria-label={t(`actions.${label}_for`, { name })}
      onClick={onClick}
    >
      {t(`actions.${label}`)}
    </Button>
  );

  return (
    <HStack gap="2" justify={{ base: 'flex-start', md: 'flex-end' }} wrap="wrap">
      {action('edit', () => onEdit(member))}
      {member.is_active &&
        (member.invited
          ? action('resend', () => onResendInvitation(member))
          : action('reset', () => onResetLink(member)))}
      {member.invited && action('withdraw', () => onWithdrawInvitation(member), 'red')}
      {member.is_active && !member.invited && onDevices && action('devices', () => onDevices(member))}
      {member.two_factor && !self && action('two_factor_off', () => onTurnOffTwoFactor(member), 'red')}
      {!self &&
        (member.is_active ? (
          !member.invited && action('deactivate', () => onDeactivate(member), 'red')
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
