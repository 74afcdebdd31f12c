import { lazy, Suspense } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { TransactionAction, TransactionScope } from '@/domain/contracts/transactions';
import { useTranslation } from '@/lib/i18n-react';
import type { ActionLauncher } from '../hooks/use-action-launcher';
import { isMoneyAction } from '../lib/action-rules';

// The amount dialog brings Formik and Yup (~23 KB gzipped): the list's first load leaves them
// out, and a menu with an amount action starts fetching them as it opens.
const loadMoneyDialog = () => import('./money-action-dialog');
const MoneyActionDialog = lazy(() =>
  loadMoneyDialog().then((module) => ({ default: module.MoneyActionDialog })),
);

export function preloadMoneyDialog(): void {
  void loadMoneyDialog();
}

/** The dialog of the launcher's pending action: the amount dialog or the delete confirmation. */
export function ActionDialogs({
  scope,
  currency,
  launcher,
}: {
  scope: TransactionScope;
  currency: string;
  launcher: ActionLauncher;
}) {
  const { t } = useTranslation('transaction-actions');
  const action: TransactionAction | null = launcher.pending;
  if (!action) return null;
  if (isMoneyAction(action.value)) {
    return (
      <Suspense fallback={null}>
        <MoneyActionDialog
          scope={scope}
          action={{ ...action, value: action.value }}
          currency={currency}
          open
          onClose={launcher.close}
        />
      </Suspense>
    );
  }
  return (
    <ConfirmDialog
      open
      title={action.display_name}
      message={action.value === 'delete' ? t('confirm_delete') : undefined}
      onConfirm={() => launcher.run(action)}
      onClose={launcher.close}
    />
  );
}
