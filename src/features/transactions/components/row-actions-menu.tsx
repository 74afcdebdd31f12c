import { IconButton, Menu } from '@chakra-ui/react';
import type { TransactionRow, TransactionScope } from '@/domain/contracts/transactions';
import { useTranslation } from '@/lib/i18n-react';
import { useActionLauncher } from '../hooks/use-action-launcher';
import { isMoneyAction } from '../lib/action-rules';
import { ActionDialogs, preloadMoneyDialog } from './action-dialogs';
import { ActionMenuContent } from './action-menu-content';

/** The server's actions for one row (SPEC 3 "Action"), in a menu; nothing when it has none. */
export function RowActionsMenu({
  scope,
  row,
}: {
  scope: TransactionScope;
  row: Pick<TransactionRow, 'id' | 'currency_code' | 'actions'>;
}) {
  const { t } = useTranslation('transaction-actions');
  const launcher = useActionLauncher(scope);
  if (row.actions.length === 0) return null;

  return (
    <>
      <Menu.Root
        onSelect={({ value }) => {
          const action = row.actions.find((candidate) => candidate.value === value);
          if (action) launcher.start(action);
        }}
        onOpenChange={({ open }) => {
          if (open && row.actions.some((action) => isMoneyAction(action.value))) preloadMoneyDialog();
        }}
        positioning={{ placement: 'bottom-end' }}
      >
        <Menu.Trigger asChild>
          <IconButton aria-label={t('row_actions', { id: row.id.slice(0, 8) })} variant="ghost" size="sm">
            <span aria-hidden="true">⋮</span>
          </IconButton>
        </Menu.Trigger>
        <ActionMenuContent actions={row.actions} />
      </Menu.Root>
      <ActionDialogs scope={scope} currency={row.currency_code} launcher={launcher} />
    </>
  );
}
