import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@/components/page-states';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { eventTermsQuery } from '../api/events';
import { EventsFrame, type EventsHeader } from './events-frame';

/** SPEC 2.1 terms-and-conditions of an event (?event=slug), linked from the booking form. */
export function TermsPage({ slug, header }: { slug: string | undefined; header?: EventsHeader }) {
  const { t } = useTranslation('events');
  const lang = useLang();
  const query = useQuery({ ...eventTermsQuery(slug ?? '', lang), enabled: Boolean(slug) });
  return (
    <EventsFrame header={header}>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t('terms.title')}
        </Heading>
        {!slug ? (
          <Text color="fg.muted">{t('terms.empty')}</Text>
        ) : query.error ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <LoadingState label={t('loading')} />
        ) : query.data.terms ? (
          <Text whiteSpace="pre-line">{query.data.terms}</Text>
        ) : (
          <Text color="fg.muted">{t('terms.empty')}</Text>
        )}
      </Stack>
    </EventsFrame>
  );
}
