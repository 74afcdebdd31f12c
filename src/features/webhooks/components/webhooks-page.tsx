import { Stack, Text } from '@chakra-ui/react';
import { DeveloperLinks } from '@/components/developer-links';
import { useTranslation } from '@/lib/i18n-react';
import { EndpointsSection } from './endpoints-section';
import { EventsSection } from './events-section';

/** Webhook endpoints, the delivery log, and the way to the developers' documents. */
export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  return (
    <Stack gap="8">
      <Text color="fg.muted">{t('intro')}</Text>
      <DeveloperLinks />
      <EndpointsSection />
      <EventsSection />
    </Stack>
  );
}
