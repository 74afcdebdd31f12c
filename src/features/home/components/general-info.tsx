import { Card, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Dashboard home; its statistics arrive in a later issue. */
export function GeneralInfo() {
  const { t } = useTranslation('dashboard');
  return (
    <Card.Root>
      <Card.Body>
        <Text color="fg.muted">{t('home.placeholder')}</Text>
      </Card.Body>
    </Card.Root>
  );
}
