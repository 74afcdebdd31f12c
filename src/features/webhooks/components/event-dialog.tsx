import { Box, Button, DataList, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/page-states';
import { PHONE_SHEET_CONTENT, PHONE_SHEET_SIZE } from '@/components/phone-sheet';
import type { WebhookAttempt, WebhookEventItem } from '@/domain/contracts/webhooks';
import { formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { eventQuery, useResendEvent } from '../api/events';
import { EventStatusBadge } from './event-status-badge';

/** Text sent or received, shown as text (never as HTML), left to right like the code it is. */
function Code({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      as="pre"
      aria-label={label}
      dir="ltr"
      textAlign="start"
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
      fontSize="xs"
      padding="3"
      bg="gray.50"
      borderWidth="1px"
      borderRadius="md"
    >
      {children}
    </Box>
  );
}

function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function AttemptItem({ attempt }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation('webhooks');
  const lang = useLang();
  const headers = attempt.request_headers
    ? Object.entries(attempt.request_headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n')
    : null;
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" padding="3">
      <Heading as="h4" size="xs">
        {t('detail.attempt', { number: attempt.attempt })}
      </Heading>
      <Details
        rows={[
          [t('detail.time'), formatDateTime(attempt.created_at, lang)],
          [t('detail.status_code'), attempt.status_code ?? '—'],
          [t('detail.duration'), t('detail.ms', { ms: attempt.duration_ms })],
          ...(attempt.error
            ? [[t('detail.error'), <bdi key="error">{attempt.error}</bdi>] as [string, ReactNode]]
            : []),
        ]}
      />
      {headers && <Code label={t('detail.request_headers')}>{headers}</Code>}
      {attempt.response_body ? <Code label={t('detail.response_body')}>{attempt.response_body}</Code> : null}
    </Stack>
  );
}

function EventBody({ id }: { id: number }) {
  const { t } = useTranslation('webhooks');
  const lang = useLang();
  const event = useQuery(eventQuery(id));
  if (event.isPending) return <LoadingState />;
  if (event.isError) return <ErrorState error={event.error} onRetry={() => void event.refetch()} />;
  const { data } = event;
  return (
    <Stack gap="5">
      <Details
        rows={[
          [t('detail.event_id'), <bdi key="id">{data.event_id}</bdi>],
          [t('log.event'), <bdi key="type">{data.event_type}</bdi>],
          [
            t('log.destination'),
            <bdi key="url" dir="ltr">
              {data.url}
            </bdi>,
          ],
          [t('log.status'), <EventStatusBadge key="status" status={data.status} />],
          [t('log.attempts'), data.attempts],
          [t('log.next_retry'), data.next_attempt_at ? formatDateTime(data.next_attempt_at, lang) : '—'],
          [t('detail.transaction'), <bdi key="transaction">{data.transaction_id}</bdi>],
        ]}
      />
      <Stack gap="2">
        <Text as="h3" fontWeight="semibold">
          {t('detail.body')}
        </Text>
        <Code label={t('detail.body')}>{data.body}</Code>
      </Stack>
      <Stack gap="2">
        {/* The dialog's title is its h2: each attempt's h4 sits under this. */}
        <Text as="h3" fontWeight="semibold">
          {t('detail.attempts')}
        </Text>
        {data.attempts_log.length === 0 ? (
          <Text color="fg.muted">{t('detail.no_attempts')}</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none">
            {data.attempts_log.map((attempt) => (
              <AttemptItem key={`${attempt.attempt}-${attempt.created_at}`} attempt={attempt} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** One event in full, with "Resend": the same event (same id) delivered again now. */
export function EventDialog({ row, onClose }: { row: WebhookEventItem | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const resend = useResendEvent();
  const onResend = async () => {
    if (!row) return;
    try {
      await resend.mutateAsync(row.id);
      notifySuccess(t('detail.resent'));
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Dialog.Root
      open={row !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size={PHONE_SHEET_SIZE}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_SHEET_CONTENT}>
            <Dialog.Header>
              <Dialog.Title>{t('detail.title', { type: row?.event_type ?? '' })}</Dialog.Title>
            </Dialog.Header>
            {/* The body scrolls (long bodies, many attempts) and holds nothing focusable: keyboard users scroll it by focusing it. */}
            <Dialog.Body tabIndex={0}>{row && <EventBody id={row.id} />}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common:close')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="orange" loading={resend.isPending} onClick={() => void onResend()}>
                {t('detail.resend')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
