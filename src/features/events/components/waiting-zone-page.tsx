import { Button, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { eventDetailQuery } from '../api/events';
import { type EventsHeader, EventsMessage, EventsSkeleton } from './events-frame';

/** Sales opening is checked again every minute, so the page turns into a link when they open. */
const RECHECK_MS = 60_000;

/** SPEC 2.1 ticketwaitingzone: tickets are not on sale yet; when they will be. */
export function WaitingZonePage({ slug, header }: { slug: string | undefined; header?: EventsHeader }) {
  const { t } = useTranslation('events');
  const lang = useLang();
  const query = useQuery({
    ...eventDetailQuery(slug ?? '', lang),
    enabled: Boolean(slug),
    refetchInterval: RECHECK_MS,
  });
  if (!slug || query.error)
    return <EventsMessage header={header} title={t('waiting.title')} message={t('waiting.soon')} />;
  if (!query.data) return <EventsSkeleton header={header} />;
  const event = query.data;
  if (event.on_sale)
    return (
      <EventsMessage
        header={header}
        unit={event.unit_details}
        title={t('waiting.open_now')}
        message={event.title}
      >
        <Button asChild colorPalette="orange">
          <RouterLink to="/$lang/events/$slug" params={{ lang, slug }}>
            {t('waiting.go')}
          </RouterLink>
        </Button>
      </EventsMessage>
    );
  return (
    <EventsMessage
      header={header}
      unit={event.unit_details}
      title={t('waiting.title')}
      message={
        event.sale_starts_at
          ? t('waiting.opens', { date: formatDateTime(event.sale_starts_at, lang) })
          : t('waiting.soon')
      }
    >
      <Text fontWeight="semibold">{event.title}</Text>
    </EventsMessage>
  );
}
