import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@/domain/contracts/api-keys';

export type KeyAction = 'roll' | 'roll_secret' | 'revoke';

/** What can be done to a key: an active one is rolled or revoked, an expiring one only revoked. */
const ACTIONS: Record<ApiKey['state'], readonly KeyAction[]> = {
  active: ['roll', 'roll_secret', 'revoke'],
  expiring: ['revoke'],
  revoked: [],
};

export function ApiKeyActions({
  apiKey,
  onAction,
}: {
  apiKey: ApiKey;
  onAction: (action: KeyAction, apiKey: ApiKey) => void;
}) {
  const { t } = useTranslation('api-keys');
  const actions = ACTIONS[apiKey.state];
  if (actions.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {actions.map((action) => (
        <Button
          key={action}
          size="xs"
          variant="outline"
          colorPalette={action === 'revoke' ? 'red' : undefined}
          onClick={() => onAction(action, apiKey)}
          aria-label={t(`actions.${action}_named`, { name: apiKey.name })}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
    </HStack>
  );
}
