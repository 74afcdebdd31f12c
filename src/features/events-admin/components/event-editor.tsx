import { Button, HStack, Stack, Tabs } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DetailStates } from '@/components/detail-states';
import { PageHeader } from '@/components/page-header';
import type { AdminEvent } from '@/domain/contracts/events-admin';
import { EVENT_EDITOR_TABS, type EventEditorTab } from '@/domain/event-admin-rules';
import { PERMISSIONS } from '@/domain/permissions';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { type EventAction, eventQuery, useEventAction } from '../api/events';
import { BookingFormEditor } from './booking-form-editor';
import { EventDetailsForm } from './event-details-form';
import { EventStatus } from './event-status';
import { TicketsPanel } from './tickets-panel';

function EventActions({ eventId, archived }: { eventId: number; archived: boolean }) {
  const { t } = useTranslation('events-admin');
  const lang = useLang();
  const navigate = useNavigate();
  const act = useEventAction(eventId);
  const run = async (action: EventAction) => {
    try {
      const event = await act.mutateAsync(action);
      notifySuccess(t(`actions.${action}_done`, { name: lang === 'ar' ? event.title_ar : event.title_en }));
      if (action === 'duplicate') {
        await navigate({ to: '/$lang/admin/events/$id', params: { lang, id: String(event.id) } });
      }
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant="outline" loading={act.isPending} onClick={() => void run('duplicate')}>
        {t('actions.duplicate')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={act.isPending}
        onClick={() => void run(archived ? 'restore' : 'archive')}
      >
        {t(archived ? 'actions.restore' : 'actions.archive')}
      </Button>
    </HStack>
  );
}

/**
 * An event's page: its details, tickets, booking form, check-in and changes, one tab each
 * (`?tab=`). The check-in and changes tabs' contents are other features', handed in by the
 * route; the changes tab is drawn from the event as loaded here (whether it is canceled).
 */
export function EventEditor({
  eventId,
  tab,
  onTab,
  checkIn,
  changes,
}: {
  eventId: number;
  tab: EventEditorTab;
  onTab: (tab: EventEditorTab) => void;
  checkIn: ReactNode;
  changes: (event: AdminEvent) => ReactNode;
}) {
  const { t } = useTranslation('events-admin');
  const lang = useLang();
  const event = useQuery(eventQuery(eventId));
  const canChange = useHasPermission(PERMISSIONS.changeEvents);
  if (!event.data) return <DetailStates query={event} notFoundMessage={t('not_found')} />;
  const title = lang === 'ar' ? event.data.title_ar : event.data.title_en;
  return (
    <Stack gap="4">
      <PageHeader title={title} crumbs={[{ label: t('title'), href: `/${lang}/admin/events` }]} />
      <HStack justify="space-between" gap="3" wrap="wrap">
        <EventStatus event={event.data} />
        {canChange && <EventActions eventId={eventId} archived={event.data.archived_at !== null} />}
      </HStack>
      <Tabs.Root value={tab} onValueChange={(details) => onTab(details.value as EventEditorTab)} lazyMount>
        <Tabs.List overflowX="auto">
          {EVENT_EDITOR_TABS.map((value) => (
            // Five tabs do not fit a phone: each keeps its name on one line and the list scrolls.
            <Tabs.Trigger key={value} value={value} flexShrink="0" whiteSpace="nowrap">
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="details">
          <EventDetailsForm event={event.data} readOnly={!canChange} />
        </Tabs.Content>
        <Tabs.Content value="tickets">
          <TicketsPanel event={event.data} canChange={canChange} />
        </Tabs.Content>
        <Tabs.Content value="form">
          <BookingFormEditor event={event.data} readOnly={!canChange} />
        </Tabs.Content>
        <Tabs.Content value="check-in">{checkIn}</Tabs.Content>
        <Tabs.Content value="changes">{changes(event.data)}</Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
