import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@/domain/contracts/staff';
import { PERMISSION_GROUPS } from '@/domain/permissions';

/**
 * "Owner", or how many permissions they hold, with their names as the tooltip, by group (a
 * section's access and its table headers share a name); the edit dialog shows them ticked.
 */
export function StaffRole({ member }: { member: StaffMember }) {
  const { t } = useTranslation(['staff', 'permissions']);
  if (member.is_superuser) return <>{t('staff:role.owner')}</>;
  const names = PERMISSION_GROUPS.flatMap((group) => {
    const held = group.permissions.filter((name) => member.permissions.includes(name));
    if (held.length === 0) return [];
    const labels = held.map((name) => t(`permissions:items.${name}.label`));
    return [`${t(`permissions:groups.${group.key}`)}: ${labels.join(', ')}`];
  });
  return (
    <Text as="span" title={names.join('\n') || undefined} whiteSpace="nowrap">
      {t('staff:role.permissions', { count: member.permissions.length })}
    </Text>
  );
}
