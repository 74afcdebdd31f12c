import { Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type BulkDispatchCounts, dispatchCountsAt } from '@/domain/bulk-dispatch-preview';
import type { BulkDispatchPreview } from '@/domain/contracts/bulk-dispatch';
import type { BulkDispatchOptions, BulkRecurrence } from '@/domain/contracts/bulk-recurrence';
import { formatDate } from '@/domain/date-formats';
import { DEFAULT_OCCURRENCE_TIME } from '@/domain/recurrence';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { countValues } from '../lib/count-values';

interface RecurringDispatchDialogProps {
  open: boolean;
  /** What the dispatch would send, today's rows apart: the time of day chosen here decides theirs. */
  preview: BulkDispatchPreview;
  /** What goes out now, as the one-time confirmation states it. */
  message: (counts: BulkDispatchCounts) => string;
  /** The rows' earliest start date and their frequencies. */
  schedule: BulkRecurrence | null;
  onConfirm: (options: BulkDispatchOptions) => Promise<void>;
  onClose: () => void;
}

/**
 * Dispatching a recurring upload: the schedule is chosen here, once — the time of day its
 * occurrences go out in Kuwait and whether an unpaid earlier link is cancelled when the next
 * one goes out — since this is where the merchant sees the first links leave.
 */
export function RecurringDispatchDialog({
  open,
  preview,
  message,
  schedule,
  onConfirm,
  onClose,
}: RecurringDispatchDialogProps) {
  const lang = useLang();
  const { t } = useTranslation('bulk');
  const [time, setTime] = useState(DEFAULT_OCCURRENCE_TIME);
  const [cancelEarlier, setCancelEarlier] = useState(false);
  const counts = dispatchCountsAt(preview, time || DEFAULT_OCCURRENCE_TIME, new Date());
  return (
    <ConfirmDialog
      open={open}
      title={t('dispatch.confirm_title')}
      message={message(counts)}
      confirmDisabled={!time}
      onConfirm={() => onConfirm({ occurrence_time: time, cancel_unpaid_earlier: cancelEarlier })}
      onClose={onClose}
    >
      <Stack gap="4" marginBlockEnd="4">
        {counts.scheduled > 0 && <Text>{t('dispatch.scheduled', countValues(counts.scheduled, lang))}</Text>}
        {schedule?.first_date && (
          <Text fontWeight="medium">
            {t('recurrence.schedule', {
              date: formatDate(schedule.first_date, lang),
              frequencies: schedule.frequencies
                .map((often) => t(`recurrence.frequency.${often}`))
                .join(t('recurrence.list_separator')),
            })}
          </Text>
        )}
        <Text>{t('recurrence.schedule_intro')}</Text>
        <Field.Root required invalid={!time}>
          <Field.Label>{t('recurrence.time_label')}</Field.Label>
          <Input
            type="time"
            value={time}
            maxWidth="40"
            dir="ltr"
            onChange={(event) => setTime(event.currentTarget.value)}
          />
          <Field.HelperText>{t('recurrence.time_help')}</Field.HelperText>
        </Field.Root>
        <Checkbox.Root
          checked={cancelEarlier}
          onCheckedChange={(details) => setCancelEarlier(details.checked === true)}
          colorPalette="orange"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('recurrence.cancel_earlier')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </ConfirmDialog>
  );
}
