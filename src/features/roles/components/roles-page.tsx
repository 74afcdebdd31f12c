import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/page-states';
import { TableSkeleton } from '@/components/table-skeleton';
import type { Role } from '@/domain/contracts/roles';
import { useTranslation } from '@/lib/i18n-react';
import { rolesQuery } from '@/lib/roles-query';
import { RoleDeleteDialog } from './role-delete-dialog';
import { RoleDialog } from './role-dialog';
import { RoleItem } from './role-item';

/** The merchant's roles: the presets, then custom roles, which are created, edited and deleted here. */
export function RolesPage() {
  const { t } = useTranslation('roles');
  const roles = useQuery(rolesQuery());
  const [editing, setEditing] = useState<Role | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const list = roles.data?.results ?? [];

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Text color="fg.muted" flex="1" minWidth="60">
          {t('intro')}
        </Text>
        <Button colorPalette="orange" size="sm" onClick={() => setCreating(true)}>
          {t('new')}
        </Button>
      </HStack>
      {roles.isPending ? (
        <TableSkeleton />
      ) : roles.isError ? (
        <ErrorState error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <>
          <Stack as="ul" aria-label={t('list_label')} gap="3" listStyleType="none">
            {list.map((role) => (
              <RoleItem key={role.id} role={role} onEdit={setEditing} onDelete={setDeleting} />
            ))}
          </Stack>
          {list.every((role) => role.preset) && <EmptyState message={t('custom_empty')} />}
        </>
      )}
      <RoleDialog
        open={creating || editing !== null}
        role={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <RoleDeleteDialog role={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
