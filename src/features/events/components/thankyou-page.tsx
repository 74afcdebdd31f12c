import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { type EventsHeader, EventsMessage } from './events-frame';

/** SPEC 2.1 thankyou: a plain thank-you after a request. */
export function ThankYouPage({ header }: { header?: EventsHeader }) {
  const { t } = useTranslation('events');
  const lang = useLang();
  return (
    <EventsMessage header={header} title={t('thankyou.title')} message={t('thankyou.message')}>
      <Link asChild color="orange.700">
        <RouterLink to="/$lang/events" params={{ lang }}>
          {t('thanks.events')}
        </RouterLink>
      </Link>
    </EventsMessage>
  );
}
