import { Menu, Portal } from '@chakra-ui/react';
import type { ActionValue } from '@/domain/contracts/transactions';

/** The items of a row's or the table's actions menu; delete reads as destructive. */
export function ActionMenuContent({
  actions,
}: {
  actions: readonly { value: ActionValue; display_name: string }[];
}) {
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content minWidth="40">
          {actions.map((action) => (
            <Menu.Item
              key={action.value}
              value={action.value}
              color={action.value === 'delete' ? 'fg.error' : undefined}
            >
              {action.display_name}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}
