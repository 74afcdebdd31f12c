import { Link as ChakraLink, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLang } from '@/hooks/use-lang';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useTranslation } from '@/lib/i18n-react';
import { checkInEventsQuery } from '../api/check-in-api';
import { useDoorDevice } from '../hooks/use-door-device';
import { useQueueUploader } from '../hooks/use-queue-uploader';
import { useTicketList } from '../hooks/use-ticket-list';
import { DeviceSettings } from './device-settings';
import { EventPicker } from './event-picker';
import { PendingPanel } from './pending-panel';
import { ScannerPanel } from './scanner-panel';
import { TicketListStatus } from './ticket-list-status';

/**
 * The door screen (SPEC 2.3 Event QR scan): the gate, the event, its ticket list on this
 * device, the upload queue, and the camera once all of them are in place.
 */
export function CheckInPage() {
  const { t } = useTranslation('check-in');
  const lang = useLang();
  const online = useOnlineStatus();
  const { device, update } = useDoorDevice();
  const eventId = device?.event_id ?? null;
  const list = useTicketList(eventId, online);
  const queue = useQueueUploader(device);
  const events = useQuery(checkInEventsQuery());
  const gates = events.data?.find((event) => event.id === eventId)?.gates ?? [];

  if (!device) return <Skeleton height="40" />;

  return (
    <Stack gap="6">
      <DeviceSettings device={device} gates={gates} onGateChange={(gate) => update({ gate })} />
      <Separator />
      <EventPicker value={eventId} onChange={(id) => void update({ event_id: id })} />
      <PendingPanel
        pending={queue.pending}
        failing={queue.failing}
        last={queue.last}
        eventId={eventId}
        onUpload={() => void queue.upload()}
      />
      {eventId === null ? (
        <Text role="status" fontWeight="semibold">
          {t('event.required')}
        </Text>
      ) : (
        <>
          <TicketListStatus
            stored={list.stored}
            count={list.count}
            refreshing={list.refreshing}
            failed={list.failed}
            online={online}
            onRefresh={() => void list.refresh()}
          />
          {!device.gate ? (
            <Text role="status">{t('device.gate_required')}</Text>
          ) : list.stored ? (
            <ScannerPanel key={eventId} eventId={eventId} gate={device.gate} deviceId={device.device_id} />
          ) : (
            <Text role="status">{t('scanner.needs_list')}</Text>
          )}
        </>
      )}
      <ChakraLink asChild colorPalette="orange" alignSelf="flex-start">
        <Link to="/$lang/event/fullfilment/conflicts" params={{ lang }}>
          {t('conflicts.link')}
        </Link>
      </ChakraLink>
    </Stack>
  );
}
