import { ConfirmDialog } from '@/components/confirm-dialog';
import type { Unit } from '@/domain/contracts/branding';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useDeleteUnit } from '../api/units';

/**
 * Asks before deleting a unit. The server refuses one a transaction was made under (one may be
 * made meanwhile), and that refusal, with the count, is shown as a toast.
 */
export function UnitDeleteDialog({ unit, onClose }: { unit: Unit | null; onClose: () => void }) {
  const { t } = useTranslation('branding');
  const lang = useLang();
  const remove = useDeleteUnit();
  const name = (lang === 'ar' ? unit?.title_ar : unit?.title_en) ?? '';
  const onConfirm = async () => {
    if (!unit) return;
    try {
      await remove.mutateAsync(unit.id);
      notifySuccess(t('remove.done', { name }));
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <ConfirmDialog
      open={unit !== null}
      title={t('remove.title', { name })}
      message={t('remove.body')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
