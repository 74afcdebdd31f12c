import { hasPermission, PERMISSIONS, type PermissionHolder } from './permissions';

/** A signed-in member as the row-level rule reads them. */
export interface TransactionViewer extends PermissionHolder {
  id: number;
}

/**
 * Whose transactions `user` sees and acts on: null for everyone's, else their own id, matched
 * against transactions.created_by (issue 18's cashier). Every read of transactions on a
 * member's behalf narrows by it, so another member's row answers as one that does not exist.
 */
export function transactionCreatorScope(user: TransactionViewer): number | null {
  return hasPermission(user, PERMISSIONS.viewAllTransactions) ? null : user.id;
}
