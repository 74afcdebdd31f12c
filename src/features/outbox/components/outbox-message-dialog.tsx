import { Box, Button, DataList, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@/components/page-states';
import type { OutboxListItem } from '@/domain/contracts/outbox';
import { formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { outboxMessageQuery } from '../api/get-outbox';
import { useResendMessage } from '../api/resend-message';
import { OutboxStatusBadge } from './outbox-status-badge';

function MessageBody({ id }: { id: number }) {
  const { t } = useTranslation('outbox');
  const lang = useLang();
  const message = useQuery(outboxMessageQuery(id));
  if (message.isPending) return <LoadingState />;
  if (message.isError) return <ErrorState error={message.error} onRetry={() => void message.refetch()} />;
  const { data } = message;
  const rows = [
    [t('table.channel'), t(`channel.${data.channel}`)],
    [t('table.recipient'), <bdi key="recipient">{data.recipient}</bdi>],
    [t('table.subject'), data.subject ? <bdi key="subject">{data.subject}</bdi> : t('table.no_subject')],
    [t('table.status'), <OutboxStatusBadge key="status" status={data.status} />],
    [t('table.attempts'), data.attempts],
    [t('table.created'), formatDateTime(data.created_at, lang)],
    ...(data.sent_at ? [[t('message.sent_at'), formatDateTime(data.sent_at, lang)]] : []),
    ...(data.provider_status
      ? [[t('message.provider_status'), <bdi key="ps">{data.provider_status}</bdi>]]
      : []),
    ...(data.provider_message_id
      ? [[t('message.provider_message_id'), <bdi key="pid">{data.provider_message_id}</bdi>]]
      : []),
    ...(data.resent_from ? [[t('message.resent_from'), `#${data.resent_from}`]] : []),
    ...(data.last_error ? [[t('message.last_error'), <bdi key="error">{data.last_error}</bdi>]] : []),
  ] as const;
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={String(label)}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Stack gap="2">
        <Text fontWeight="semibold">{t('message.body')}</Text>
        {/* A text node, never HTML: an email body is shown exactly as written, links as text. */}
        <Box
          as="pre"
          dir="auto"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          fontFamily="inherit"
          fontSize="sm"
          padding="3"
          bg="gray.50"
          borderWidth="1px"
          borderRadius="md"
        >
          {data.body}
        </Box>
      </Stack>
    </Stack>
  );
}

/**
 * Sends the message again as a new copy (the server refuses one still pending): the list then
 * shows the copy on top with its own status, and this one keeps its record.
 */
function ResendButton({ row, onDone }: { row: OutboxListItem; onDone: () => void }) {
  const { t } = useTranslation('outbox');
  const resend = useResendMessage();
  return (
    <Button
      colorPalette="orange"
      loading={resend.isPending}
      disabled={row.status === 'pending'}
      onClick={() =>
        resend.mutate(row.id, {
          onSuccess: (copy) => {
            notifySuccess(t('resent', { id: copy.id }));
            onDone();
          },
          onError: (error) => notifyError(error),
        })
      }
    >
      {t('resend')}
    </Button>
  );
}

/** One message in full, opened from the Outbox list. */
export function OutboxMessageDialog({ row, onClose }: { row: OutboxListItem | null; onClose: () => void }) {
  const { t } = useTranslation('outbox');
  return (
    <Dialog.Root
      open={row !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('message.title', { recipient: row?.recipient ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{row && <MessageBody id={row.id} />}</Dialog.Body>
            <Dialog.Footer>
              {row && <ResendButton row={row} onDone={onClose} />}
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common:close')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
