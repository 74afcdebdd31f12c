import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useWithdraw, withdrawPreviewQuery } from '../api/bulk-recurrence';
import { countValues } from '../lib/count-values';

interface WithdrawActionProps {
  uploadId: string;
  /** One dispatch's (an occurrence's) links; all the upload's without it. */
  dispatchId?: number;
  /** Names what is withdrawn for a screen reader (a log line's time). */
  label?: string;
  size?: 'xs' | 'sm';
}

/**
 * Withdraw: its confirmation states, read from the server as it opens, how many unpaid links
 * will be cancelled and how many (paid, or being paid now) stay.
 */
export function WithdrawAction({ uploadId, dispatchId, label, size = 'sm' }: WithdrawActionProps) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const preview = useQuery({ ...withdrawPreviewQuery(uploadId, dispatchId), enabled: open });
  const withdraw = useWithdraw(uploadId, dispatchId);
  const message = preview.data
    ? t('withdraw.confirm_message', {
        unpaid: t('withdraw.unpaid', countValues(preview.data.unpaid, lang)),
        paid: t('withdraw.paid', countValues(preview.data.paid, lang)),
        pending: t('withdraw.pending', countValues(preview.data.pending, lang)),
      })
    : t(preview.isError ? 'withdraw.preview_failed' : 'withdraw.counting');
  return (
    <>
      <Button
        size={size}
        variant="outline"
        colorPalette="red"
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {t('withdraw.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(dispatchId === undefined ? 'withdraw.title_upload' : 'withdraw.title_dispatch')}
        message={message}
        onConfirm={async () => {
          const done = await withdraw.mutateAsync().catch(notifyError);
          if (done) notifySuccess(t('withdraw.done', countValues(done.unpaid, lang)));
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
