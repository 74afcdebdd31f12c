import { Card, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';
import { SessionsPanel } from './sessions-panel';

const OWN = { kind: 'own' } as const;

/** The account page's "Signed-in devices": where this account is signed in, and a way to end each. */
export function DevicesCard() {
  const { t } = useTranslation('sessions');
  return (
    <Card.Root maxWidth="2xl" as="section" aria-labelledby="signed-in-devices">
      <Card.Header>
        <Heading as="h2" size="md" id="signed-in-devices">
          {t('title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('intro')}
        </Text>
      </Card.Header>
      <Card.Body>
        <SessionsPanel of={OWN} />
      </Card.Body>
    </Card.Root>
  );
}
