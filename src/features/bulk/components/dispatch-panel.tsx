import { Button, Card, Progress, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type BulkDispatchCounts, dispatchCountsAt } from '@/domain/bulk-dispatch-preview';
import type { BulkUploadDetail } from '@/domain/contracts/bulk';
import { formatNumber } from '@/domain/number-formats';
import { PERMISSIONS } from '@/domain/permissions';
import { DEFAULT_OCCURRENCE_TIME } from '@/domain/recurrence';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';
import { useDispatchUpload } from '../api/bulk-dispatch';
import { matchesQuery } from '../api/bulk-summary';
import { countValues } from '../lib/count-values';
import { RecurringDispatchDialog } from './recurring-dispatch-dialog';

/**
 * Dispatch: offered to a member with dispatch_bulkupload while the upload is ready and has
 * valid rows, after a confirmation stating what goes out; then the dispatch's progress,
 * which the upload's query keeps reading until it ends, and where it ended.
 */
export function DispatchPanel({ upload }: { upload: BulkUploadDetail }) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  const canDispatch = useHasPermission(PERMISSIONS.dispatchBulkUploads);
  const start = useDispatchUpload(upload.id);
  const [confirming, setConfirming] = useState(false);
  // The warning's first page, shared with it: the confirmation repeats how many rows match.
  const matched =
    useQuery({ ...matchesQuery(upload.id, 1), enabled: upload.state === 'ready' }).data?.count ?? 0;
  // The page states what goes out at 09:00; the recurring confirmation, at the time chosen there.
  const now = dispatchCountsAt(upload.dispatch, DEFAULT_OCCURRENCE_TIME, new Date());

  if (upload.state !== 'ready' && upload.progress) {
    const { done, total } = upload.progress;
    const percent = total ? Math.floor((done * 100) / total) : 100;
    return (
      <Card.Root>
        <Card.Body>
          <Progress.Root value={percent} colorPalette="orange" size="sm">
            <Progress.Label marginBlockEnd="2">
              {t(upload.state === 'dispatching' ? 'dispatch.progress' : 'dispatch.done', {
                done: formatNumber(done, lang),
                total: formatNumber(total, lang),
                percent: formatNumber(percent, lang),
              })}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Card.Body>
      </Card.Root>
    );
  }
  if (!canDispatch || upload.state !== 'ready' || now.links + now.scheduled === 0) return null;

  const phrases = ({ links, emails, sms }: BulkDispatchCounts) => ({
    links: t('dispatch.links', countValues(links, lang)),
    emails: t('dispatch.emails', countValues(emails, lang)),
    sms: t('dispatch.sms', countValues(sms, lang)),
  });
  const message = (counts: BulkDispatchCounts) =>
    [
      t('dispatch.confirm_message', phrases(counts)),
      ...(matched > 0 ? [t('dispatch.confirm_matches', countValues(matched, lang))] : []),
    ].join(' ');
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3" align="flex-start">
          <Text>{t('dispatch.intro', phrases(now))}</Text>
          <Button colorPalette="orange" onClick={() => setConfirming(true)}>
            {t('dispatch.action')}
          </Button>
        </Stack>
        {upload.kind === 'recurring' ? (
          <RecurringDispatchDialog
            open={confirming}
            preview={upload.dispatch}
            message={message}
            schedule={upload.recurrence}
            onConfirm={async (options) => {
              await start.mutateAsync(options).catch(notifyError);
            }}
            onClose={() => setConfirming(false)}
          />
        ) : (
          <ConfirmDialog
            open={confirming}
            title={t('dispatch.confirm_title')}
            message={message(now)}
            onConfirm={async () => {
              await start.mutateAsync(undefined).catch(notifyError);
            }}
            onClose={() => setConfirming(false)}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
