import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { PermissionSummary } from '@/components/permissions/permission-summary';
import type { Role } from '@/domain/contracts/roles';
import { useTranslation } from '@/lib/i18n-react';
import { roleName } from '@/lib/role-name';

/** One role: its name, preset or custom, how many hold it, what it opens, and a custom role's actions. */
export function RoleItem({
  role,
  onEdit,
  onDelete,
}: {
  role: Role;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}) {
  const { t } = useTranslation('roles');
  const name = roleName(t, role);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" bg="white" padding="3" fontSize="sm">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" minWidth="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text as="h2" fontWeight="semibold" fontSize="md">
              <bdi>{name}</bdi>
            </Text>
            <Badge size="sm" variant={role.preset ? 'subtle' : 'outline'} colorPalette="gray">
              {t(role.preset ? 'kind.preset' : 'kind.custom')}
            </Badge>
            <Text as="span" color="fg.muted">
              {t('members', { count: role.member_count })}
            </Text>
          </HStack>
          {role.preset && <Text color="fg.muted">{t(`preset_hints.${role.preset}`)}</Text>}
          {/* The Owner's hint already says it holds everything. */}
          {!role.is_superuser && <PermissionSummary holder={role} />}
        </Stack>
        {!role.preset && (
          <HStack gap="2">
            <Button
              size="xs"
              variant="outline"
              onClick={() => onEdit(role)}
              aria-label={t('edit_for', { name })}
            >
              {t('edit')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => onDelete(role)}
              aria-label={t('delete_for', { name })}
            >
              {t('delete')}
            </Button>
          </HStack>
        )}
      </HStack>
    </Box>
  );
}
