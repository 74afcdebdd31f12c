import { useCallback, useState } from 'react';
import type { TransactionAction, TransactionScope } from '@/domain/contracts/transactions';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { runRowAction } from '../api/actions';
import { actionErrorText, isMoneyAction, rowSuccessText } from '../lib/action-rules';
import { useInvalidateTransactions } from './use-invalidate-transactions';

export interface ActionLauncher {
  /** The action whose dialog is open (money or delete), if any. */
  pending: TransactionAction | null;
  start: (action: TransactionAction) => void;
  close: () => void;
  /** Calls the action's url and reports the outcome in a toast (SPEC 8 row action). */
  run: (action: TransactionAction) => Promise<void>;
}

/**
 * One transaction's actions: refund/capture/void and delete open a dialog first; email,
 * SMS and restore run at once. `onApplied` lets the detail page follow a delete or restore.
 */
export function useActionLauncher(
  scope: TransactionScope,
  onApplied?: (action: TransactionAction) => void,
): ActionLauncher {
  const { t } = useTranslation('transaction-actions');
  const invalidate = useInvalidateTransactions(scope);
  const [pending, setPending] = useState<TransactionAction | null>(null);

  const run = useCallback(
    async (action: TransactionAction) => {
      try {
        const response = await runRowAction(action);
        notifySuccess(rowSuccessText(response, t));
        onApplied?.(action);
        await invalidate();
      } catch (error) {
        notifyError(new Error(actionErrorText(error, t)));
      }
    },
    [invalidate, onApplied, t],
  );

  const start = useCallback(
    (action: TransactionAction) => {
      if (isMoneyAction(action.value) || action.value === 'delete') setPending(action);
      else void run(action);
    },
    [run],
  );

  return { pending, start, close: useCallback(() => setPending(null), []), run };
}
