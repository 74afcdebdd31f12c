import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { BulkRow } from '@/domain/contracts/bulk';
import { formatDateTime } from '@/domain/date-formats';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { notifyError } from '@/lib/toaster';
import { useStopRecurrence } from '../api/bulk-recurrence';

/** Stop one row's series, after a confirmation naming the customer and the next date. */
export function StopRowAction({ uploadId, row, lang }: { uploadId: string; row: BulkRow; lang: Lang }) {
  const { t } = useTranslation('bulk');
  const stop = useStopRecurrence(uploadId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        aria-label={t('recurrence.stop_row_for', { row: row.row })}
        onClick={() => setOpen(true)}
      >
        {t('recurrence.stop_row')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('recurrence.stop_row_title', { row: row.row })}
        message={t('recurrence.stop_row_message', {
          name: row.customer_name,
          time: formatDateTime(row.next_occurrence_at ?? '', lang),
        })}
        onConfirm={async () => {
          await stop.mutateAsync(row.id).catch(notifyError);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
