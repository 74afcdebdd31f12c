import { Badge } from '@chakra-ui/react';
import type { StaffMember } from '@/domain/contracts/staff';
import { type StaffStatus, staffStatusOf } from '@/domain/staff-rules';
import { useTranslation } from '@/lib/i18n-react';

const PALETTE: Record<StaffStatus, string> = { active: 'green', invited: 'blue', inactive: 'gray' };

/** The member's status (staffStatusOf), the one the list's status filter matches. */
export function StaffStatusBadge({ member }: { member: Pick<StaffMember, 'is_active' | 'invited'> }) {
  const { t } = useTranslation('staff');
  const status = staffStatusOf(member);
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-status={status} whiteSpace="nowrap">
      {t(`status.${status}`)}
    </Badge>
  );
}
