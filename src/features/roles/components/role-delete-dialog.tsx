import { ConfirmDialog } from '@/components/confirm-dialog';
import type { Role } from '@/domain/contracts/roles';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useDeleteRole } from '../api/delete-role';

/**
 * Asks before deleting a custom role. One still held says so up front; the server refuses it
 * anyway (a member may have been given it meanwhile), and that refusal is shown as a toast.
 */
export function RoleDeleteDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation('roles');
  const remove = useDeleteRole();
  const name = role?.name ?? '';
  const onConfirm = async () => {
    if (!role) return;
    try {
      await remove.mutateAsync(role.id);
      notifySuccess(t('remove.done', { name }));
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <ConfirmDialog
      open={role !== null}
      title={t('remove.title', { name })}
      message={
        role && role.member_count > 0 ? t('remove.in_use', { count: role.member_count }) : t('remove.body')
      }
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
