import { Badge, HStack } from '@chakra-ui/react';
import type { AdminEvent } from '@/domain/contracts/events-admin';
import { useTranslation } from '@/lib/i18n-react';

const PHASE_PALETTE = {
  waiting: 'blue',
  on_sale: 'green',
  closed: 'orange',
  over: 'gray',
  canceled: 'red',
} as const;

/** Published or draft (archived), and where its sales stand. */
export function EventStatus({ event }: { event: AdminEvent }) {
  const { t } = useTranslation('events-admin');
  return (
    <HStack gap="2" wrap="wrap">
      {event.archived_at ? (
        <Badge colorPalette="gray">{t('status.archived')}</Badge>
      ) : (
        <Badge colorPalette={event.is_active ? 'green' : 'gray'} variant="outline">
          {t(event.is_active ? 'status.published' : 'status.draft')}
        </Badge>
      )}
      <Badge colorPalette={PHASE_PALETTE[event.phase]}>{t(`phase.${event.phase}`)}</Badge>
    </HStack>
  );
}
