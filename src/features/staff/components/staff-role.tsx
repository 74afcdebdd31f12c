import { Stack, Text } from '@chakra-ui/react';
import { PermissionSummary } from '@/components/permissions/permission-summary';
import type { StaffMember } from '@/domain/contracts/staff';
import { useTranslation } from '@/lib/i18n-react';
import { roleName } from '@/lib/role-name';

/**
 * The member's role by name (an owner without one is "Owner", anyone else "Individual
 * permissions"), and below it what they may do, which a tap or the keyboard opens.
 */
export function StaffRole({ member }: { member: StaffMember }) {
  const { t } = useTranslation(['staff', 'roles']);
  const name = member.role
    ? roleName(t, member.role)
    : t(member.is_superuser ? 'staff:role.owner' : 'staff:role.individual');
  return (
    <Stack gap="0.5" fontSize="sm">
      <Text as="span" fontWeight="medium">
        <bdi>{name}</bdi>
      </Text>
      {!member.is_superuser && <PermissionSummary holder={member} />}
    </Stack>
  );
}
