import { Badge, Box, Button, Heading, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { SpaLink } from '@/components/spa-link';
import type { EventChange } from '@/domain/contracts/event-changes';
import { formatDate, formatDateTime } from '@/domain/date-formats';
import { formatApiMoney } from '@/domain/money';
import { formatNumber } from '@/domain/number-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useRetryChange } from '../api/event-changes';

function RunFailures({ run, eventId, canChange }: { run: EventChange; eventId: number; canChange: boolean }) {
  const { t } = useTranslation('event-changes');
  const lang = useLang();
  const retry = useRetryChange(eventId);
  const onRetry = async () => {
    try {
      await retry.mutateAsync(run.id);
      notifySuccess(
        t('runs.retried', { count: run.failed, formatted_count: formatNumber(run.failed, lang) }),
      );
    } catch (error) {
      notifyError(error);
    }
  };
  const unlisted = run.failed - run.failures.length;
  return (
    <Stack gap="2" padding="3" borderRadius="md" bg="red.subtle">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold" color="fg.error">
          {t('runs.failed', { count: run.failed, formatted_count: formatNumber(run.failed, lang) })}
        </Text>
        {canChange && run.state === 'done' && (
          <Button size="sm" variant="outline" loading={retry.isPending} onClick={() => void onRetry()}>
            {t('runs.retry')}
          </Button>
        )}
      </HStack>
      <List.Root gap="1" paddingInlineStart="5" aria-label={t('runs.failures_label')}>
        {run.failures.map((failure) => (
          <List.Item key={failure.booking_id} overflowWrap="anywhere">
            <SpaLink
              href={`/${lang}/event/bookings/${failure.booking_id}`}
              color="fg.info"
              textDecoration="underline"
            >
              {t('runs.booking', { id: failure.booking_id })}
            </SpaLink>
            {' · '}
            <Box as="span" dir="ltr">
              {failure.email}
            </Box>
            {' · '}
            {failure.message}
          </List.Item>
        ))}
      </List.Root>
      {unlisted > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('runs.more_failures', { count: unlisted, formatted_count: formatNumber(unlisted, lang) })}
        </Text>
      )}
    </Stack>
  );
}

/** One run: what it does, who started it, how far it got, what it refunded and what failed. */
export function ChangeRun({
  run,
  eventId,
  canChange,
}: {
  run: EventChange;
  eventId: number;
  canChange: boolean;
}) {
  const { t } = useTranslation('event-changes');
  const lang = useLang();
  // Failed bookings are not done: the bar stops short of the end until a retry gets them through.
  const percent = run.total ? Math.floor((Math.min(run.done, run.total) * 100) / run.total) : 100;
  const title =
    run.kind === 'cancel'
      ? t('runs.cancel')
      : t('runs.reschedule', {
          from: formatDate(run.from_date ?? '', lang),
          to: formatDate(run.to_date ?? '', lang),
        });
  const headingId = `run-${run.id}`;
  return (
    <Stack as="article" aria-labelledby={headingId} gap="3" padding="4" borderWidth="1px" borderRadius="md">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="sm" id={headingId}>
          {title}
        </Heading>
        <Badge colorPalette={run.state === 'running' ? 'blue' : run.failed > 0 ? 'red' : 'green'}>
          {t(run.state === 'running' ? 'runs.running' : run.failed > 0 ? 'runs.done_failed' : 'runs.done')}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('runs.started', { who: run.created_by, when: formatDateTime(run.created_at, lang) })}
        {run.finished_at && ` ${t('runs.finished', { when: formatDateTime(run.finished_at, lang) })}`}
      </Text>
      <Progress.Root value={percent} size="sm" colorPalette={run.failed > 0 ? 'red' : 'green'}>
        <Progress.Label marginBlockEnd="1" fontWeight="normal" fontSize="sm">
          {t('runs.progress', {
            done: formatNumber(run.done, lang),
            count: run.total,
            formatted_count: formatNumber(run.total, lang),
            percent: formatNumber(percent, lang),
          })}
        </Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {run.kind === 'cancel' && (
        <Text>
          {t('runs.refunded', {
            count: run.refunded,
            formatted_count: formatNumber(run.refunded, lang),
            amount: formatApiMoney(run.refunded_amount, run.currency, lang),
          })}
        </Text>
      )}
      {run.failed > 0 && <RunFailures run={run} eventId={eventId} canChange={canChange} />}
    </Stack>
  );
}
