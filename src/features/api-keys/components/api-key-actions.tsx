import { Button, Menu, Portal } from '@chakra-ui/react';
import type { ApiKey } from '@/domain/contracts/api-keys';
import { useTranslation } from '@/lib/i18n-react';

export type KeyAction = 'roll' | 'roll_secret' | 'revoke';

/** What can be done to a key: an active one is rolled or revoked, an expiring one only revoked. */
const ACTIONS: Record<ApiKey['state'], readonly KeyAction[]> = {
  active: ['roll', 'roll_secret', 'revoke'],
  expiring: ['revoke'],
  revoked: [],
};

const isAction = (value: string): value is KeyAction => value in { roll: 1, roll_secret: 1, revoke: 1 };

/** A key's actions in a menu named for the key: three buttons would not fit a table's cell. */
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
    <Menu.Root
      onSelect={({ value }) => {
        if (isAction(value)) onAction(value, apiKey);
      }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={t('actions.menu_named', { name: apiKey.name })}>
          {t('actions.menu')} <span aria-hidden="true">▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="44">
            {actions.map((action) => (
              <Menu.Item key={action} value={action} color={action === 'revoke' ? 'fg.error' : undefined}>
                {t(`actions.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
