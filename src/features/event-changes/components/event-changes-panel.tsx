import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/page-states';
import { TableSkeleton } from '@/components/table-skeleton';
import type { EventChangeKind } from '@/domain/event-change-rules';
import { PERMISSIONS } from '@/domain/permissions';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useTranslation } from '@/lib/i18n-react';
import { changePreviewQuery } from '../api/event-changes';
import { useEventChanges } from '../hooks/use-event-changes';
import { ChangeDialog } from './change-dialog';
import { ChangeRun } from './change-run';

/**
 * Cancel and reschedule, for change_event holders while the event is not canceled. One run at a
 * time: the server refuses another while one is working, so the buttons wait for it.
 */
function ChangeActions({
  eventId,
  running,
  onStart,
}: {
  eventId: number;
  running: boolean;
  onStart: (kind: EventChangeKind) => void;
}) {
  const { t } = useTranslation('event-changes');
  // Only dates holding bookings can be moved: without any, there is no one to reschedule.
  const preview = useQuery(changePreviewQuery(eventId, 'cancel'));
  const datesBooked = (preview.data?.dates.length ?? 0) > 0;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="red" disabled={running} onClick={() => onStart('cancel')}>
          {t('cancel.open')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={running || !datesBooked}
          onClick={() => onStart('reschedule')}
        >
          {t('reschedule.open')}
        </Button>
      </HStack>
      {running && (
        <Text fontSize="sm" color="fg.muted">
          {t('running_hint')}
        </Text>
      )}
      {preview.data && !datesBooked && (
        <Text fontSize="sm" color="fg.muted">
          {t('reschedule.no_dates')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * An event's cancel and reschedule runs (issue 23). Readers (access_event) see the runs;
 * change_event holders start them and retry what failed; a cancel that refunds also needs
 * refund_paymenttransaction.
 */
export function EventChangesPanel({ eventId, canceled }: { eventId: number; canceled: boolean }) {
  const { t } = useTranslation('event-changes');
  const canChange = useHasPermission(PERMISSIONS.changeEvents);
  const canRefund = useHasPermission(PERMISSIONS.refundTransactions);
  const runs = useEventChanges(eventId);
  const [kind, setKind] = useState<EventChangeKind | null>(null);
  const running = runs.data?.results.some((run) => run.state === 'running') ?? false;

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Text color="fg.muted">{t(canceled ? 'intro_canceled' : 'intro')}</Text>
        {canChange && !canceled && <ChangeActions eventId={eventId} running={running} onStart={setKind} />}
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="event-change-runs">
        <Heading as="h2" size="md" id="event-change-runs">
          {t('runs.title')}
        </Heading>
        {runs.isPending ? (
          <TableSkeleton />
        ) : runs.isError ? (
          <ErrorState error={runs.error} onRetry={() => void runs.refetch()} />
        ) : runs.data.results.length === 0 ? (
          <EmptyState message={t('runs.none')} />
        ) : (
          runs.data.results.map((run) => (
            <ChangeRun key={run.id} run={run} eventId={eventId} canChange={canChange} />
          ))
        )}
      </Stack>
      <ChangeDialog eventId={eventId} kind={kind} canRefund={canRefund} onClose={() => setKind(null)} />
    </Stack>
  );
}
