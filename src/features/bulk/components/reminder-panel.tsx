import { Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { ErrorState, LoadingState } from '@/components/page-states';
import { REMINDER_LIMITS } from '@/domain/bulk-reminders';
import type { BulkReminders } from '@/domain/contracts/bulk-logs';
import { formatDateTime } from '@/domain/date-formats';
import { formatNumber } from '@/domain/number-formats';
import { PERMISSIONS } from '@/domain/permissions';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { errorText, notifySuccess } from '@/lib/toaster';
import { remindersQuery, useSaveReminders } from '../api/bulk-logs';
import { countValues } from '../lib/count-values';

/** The upload's reminders to unpaid customers: what is planned, sent and due next, and the form to change it. */
export function ReminderPanel({ uploadId }: { uploadId: string }) {
  const { t } = useTranslation('bulk');
  const reminders = useQuery(remindersQuery(uploadId));
  const canSet = useHasPermission(PERMISSIONS.dispatchBulkUploads);
  return (
    <Card.Root as="section" aria-labelledby="bulk-reminders" maxWidth="2xl">
      <Card.Body>
        <Stack gap="3">
          <Text id="bulk-reminders" fontWeight="semibold">
            {t('reminders.title')}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('reminders.intro')}
          </Text>
          {reminders.isPending ? (
            <LoadingState />
          ) : reminders.isError ? (
            <ErrorState error={reminders.error} onRetry={() => void reminders.refetch()} />
          ) : (
            <>
              <ReminderSummary reminders={reminders.data} />
              {canSet && <ReminderForm uploadId={uploadId} reminders={reminders.data} />}
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ReminderSummary({ reminders }: { reminders: BulkReminders }) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  const { plan } = reminders;
  return (
    <Stack gap="1" role="status">
      <Text>
        {plan
          ? t('reminders.plan', {
              every: formatNumber(plan.every_days, lang),
              ...countValues(plan.times, lang),
              who: plan.set_by,
            })
          : t('reminders.none')}
      </Text>
      {(plan || reminders.sent > 0) && (
        <Text fontSize="sm" color="fg.muted">
          {t('reminders.counts', {
            sent: formatNumber(reminders.sent, lang),
            pending: formatNumber(reminders.pending_links, lang),
          })}
          {reminders.next_at && ` ${t('reminders.next', { at: formatDateTime(reminders.next_at, lang) })}`}
        </Text>
      )}
    </Stack>
  );
}

function ReminderForm({ uploadId, reminders }: { uploadId: string; reminders: BulkReminders }) {
  const { t } = useTranslation('bulk');
  const save = useSaveReminders(uploadId);
  const [everyDays, setEveryDays] = useState(String(reminders.plan?.every_days ?? 7));
  const [times, setTimes] = useState(String(reminders.plan?.times ?? 2));
  const [failure, setFailure] = useState<string | undefined>();

  const run = async (plan: { every_days: number; times: number } | null) => {
    setFailure(undefined);
    try {
      await save.mutateAsync(plan);
      notifySuccess(plan ? t('reminders.saved') : t('reminders.stopped'));
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({ every_days: Number(everyDays), times: Number(times) });
  };

  return (
    <Stack as="form" onSubmit={submit} gap="3">
      {failure && <FormAlert message={failure} />}
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxWidth="40" required>
          <Field.Label>{t('reminders.every_days')}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={REMINDER_LIMITS.everyDays.min}
            max={REMINDER_LIMITS.everyDays.max}
            value={everyDays}
            onChange={(event) => setEveryDays(event.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root maxWidth="40" required>
          <Field.Label>{t('reminders.times')}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={REMINDER_LIMITS.times.min}
            max={REMINDER_LIMITS.times.max}
            value={times}
            onChange={(event) => setTimes(event.currentTarget.value)}
          />
        </Field.Root>
      </HStack>
      <HStack gap="3" wrap="wrap">
        <Button
          type="submit"
          colorPalette="orange"
          size="sm"
          loading={save.isPending && save.variables !== null}
        >
          {reminders.plan ? t('reminders.change') : t('reminders.set')}
        </Button>
        {reminders.plan && (
          <Button
            variant="outline"
            size="sm"
            loading={save.isPending && save.variables === null}
            onClick={() => void run(null)}
          >
            {t('reminders.stop')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
