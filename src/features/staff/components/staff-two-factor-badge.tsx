import { Badge } from '@chakra-ui/react';
import type { StaffMember } from '@/domain/contracts/staff';
import { useTranslation } from '@/lib/i18n-react';

/** Marks a member who signs in with a second factor; nothing for one who does not. */
export function StaffTwoFactorBadge({ member }: { member: Pick<StaffMember, 'two_factor'> }) {
  const { t } = useTranslation('staff');
  if (!member.two_factor) return null;
  return (
    <Badge colorPalette="purple" variant="outline" whiteSpace="nowrap" data-two-factor>
      {t('two_factor.on')}
    </Badge>
  );
}
