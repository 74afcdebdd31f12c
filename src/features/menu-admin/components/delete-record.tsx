import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useDeleteMenuRecord } from '../api/menu-mutations';

type Deletable = 'categories' | 'items' | 'banners';

/** Which record a list is about to delete, and the "are you sure" that deletes it. */
export function useDeleteRecord(resource: Deletable) {
  const { t } = useTranslation('menu-admin');
  const remove = useDeleteMenuRecord(resource);
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={t('actions.delete_title', { name: target?.name ?? '' })}
      onClose={() => setTarget(null)}
      onConfirm={async () => {
        if (!target) return;
        try {
          notifySuccess((await remove.mutateAsync(target.id)).message);
        } catch (error) {
          notifyError(error);
        }
      }}
    />
  );
  return { ask: setTarget, dialog };
}
