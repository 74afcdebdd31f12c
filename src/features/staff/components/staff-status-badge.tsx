import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Active, or deactivated (signed out and kept out until reactivated). */
export function StaffStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('staff');
  const status = active ? 'active' : 'inactive';
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle" data-status={status} whiteSpace="nowrap">
      {t(`status.${status}`)}
    </Badge>
  );
}
