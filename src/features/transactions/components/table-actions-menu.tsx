import { Button, Menu } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { TransactionListOptions, TransactionScope } from '@/domain/contracts/transactions';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/toaster';
import { runBulkAction } from '../api/actions';
import { useInvalidateTransactions } from '../hooks/use-invalidate-transactions';
import { actionErrorText, bulkOutcome, needsConfirmation } from '../lib/action-rules';
import { ActionMenuContent } from './action-menu-content';

type TableAction = TransactionListOptions['table_actions'][number];

/**
 * Actions on the selected rows (SPEC 8 bulk table action): 200 green "Applied successfully",
 * 207 orange "Applied partially". Refund and capture take everything available on each row,
 * so they, and delete, ask "Are you sure?" first.
 */
export function TableActionsMenu({
  scope,
  actions,
  selectedIds,
  onDone,
}: {
  scope: TransactionScope;
  actions: TransactionListOptions['table_actions'];
  selectedIds: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation('transaction-actions');
  const invalidate = useInvalidateTransactions(scope);
  const [pending, setPending] = useState<TableAction | null>(null);
  const [busy, setBusy] = useState(false);
  if (actions.length === 0) return null;

  const apply = async (action: TableAction) => {
    setBusy(true);
    try {
      const outcome = bulkOutcome(await runBulkAction(action, selectedIds), t);
      if (outcome.type === 'warning') notifyWarning(outcome.message);
      else notifySuccess(outcome.message);
      onDone();
      await invalidate();
    } catch (error) {
      notifyError(new Error(actionErrorText(error, t)));
    } finally {
      setBusy(false);
    }
  };

  const money = pending?.value === 'refund' || pending?.value === 'capture';
  return (
    <>
      <Menu.Root
        onSelect={({ value }) => {
          const action = actions.find((candidate) => candidate.value === value);
          if (!action) return;
          if (needsConfirmation(action.value)) setPending(action);
          else void apply(action);
        }}
      >
        <Menu.Trigger asChild>
          <Button
            variant="outline"
            size="sm"
            disabled={selectedIds.length === 0}
            loading={busy}
            title={selectedIds.length === 0 ? t('table_actions_hint') : undefined}
          >
            {t('table_actions')}
          </Button>
        </Menu.Trigger>
        <ActionMenuContent actions={actions} />
      </Menu.Root>
      {pending && (
        <ConfirmDialog
          open
          title={pending.display_name}
          message={t(money ? 'confirm_bulk_money' : 'confirm_bulk', {
            action: pending.display_name,
            total: selectedIds.length,
          })}
          onConfirm={() => apply(pending)}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
