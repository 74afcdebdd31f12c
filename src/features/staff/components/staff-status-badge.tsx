import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@/domain/contracts/staff';

const PALETTE = { active: 'green', invited: 'blue', inactive: 'gray' } as const;

/**
 * Active; invited (yet to choose a password, so never signed in); or deactivated (signed out and
 * kept out until reactivated), whether or not they had accepted.
 */
export function StaffStatusBadge({ member }: { member: Pick<StaffMember, 'is_active' | 'invited'> }) {
  const { t } = useTranslation('staff');
  const status = !member.is_active ? 'inactive' : member.invited ? 'invited' : 'active';
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-status={status} whiteSpace="nowrap">
      {t(`status.${status}`)}
    </Badge>
  );
}
