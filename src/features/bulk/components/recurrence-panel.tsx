import { Button, Card, DataList, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { BulkUploadDetail } from '@/domain/contracts/bulk';
import { formatDateTime } from '@/domain/date-formats';
import { PERMISSIONS } from '@/domain/permissions';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';
import { useStopRecurrence } from '../api/bulk-recurrence';
import { WithdrawAction } from './withdraw-action';

/**
 * A dispatched upload's links: a recurring upload's schedule (time of day, next occurrence,
 * what happens to unpaid earlier links) and Stop; Withdraw for every upload.
 */
export function RecurrencePanel({ upload }: { upload: BulkUploadDetail }) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  const canDispatch = useHasPermission(PERMISSIONS.dispatchBulkUploads);
  const stop = useStopRecurrence(upload.id);
  const [stopping, setStopping] = useState(false);
  if (upload.state !== 'dispatched') return null;
  const recurrence = upload.recurrence;
  if (!recurrence && !canDispatch) return null;
  const next = recurrence?.next_occurrence_at;

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {t(recurrence ? 'recurrence.title' : 'withdraw.links_title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {recurrence && (
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>{t('recurrence.next')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {recurrence.stopped_at
                    ? t('recurrence.stopped_on', { time: formatDateTime(recurrence.stopped_at, lang) })
                    : next
                      ? formatDateTime(next, lang)
                      : t('recurrence.over')}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('recurrence.time')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <bdi>{recurrence.occurrence_time ?? ''}</bdi>
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('recurrence.earlier')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {t(
                    recurrence.cancel_unpaid_earlier
                      ? 'recurrence.earlier_canceled'
                      : 'recurrence.earlier_kept',
                  )}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          )}
          {canDispatch && (
            <HStack gap="2" wrap="wrap">
              {recurrence && next && !recurrence.stopped_at && (
                <Button size="sm" variant="outline" onClick={() => setStopping(true)}>
                  {t('recurrence.stop')}
                </Button>
              )}
              <WithdrawAction uploadId={upload.id} />
            </HStack>
          )}
        </Stack>
        <ConfirmDialog
          open={stopping}
          title={t('recurrence.stop_title')}
          message={t('recurrence.stop_message')}
          onConfirm={async () => {
            await stop.mutateAsync(undefined).catch(notifyError);
          }}
          onClose={() => setStopping(false)}
        />
      </Card.Body>
    </Card.Root>
  );
}
