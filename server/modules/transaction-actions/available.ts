import type { ActionValue, TransactionAction } from '../../../src/domain/contracts/transactions.ts';
import type { LedgerTotals } from '../../../src/domain/ledger.ts';
import { formatAmount } from '../../../src/domain/money.ts';
import {
  hasPermission,
  PERMISSIONS,
  type PermissionHolder,
  pluginAccessPermission,
} from '../../../src/domain/permissions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { isPayable, type TransactionState } from '../../../src/domain/transaction-states.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import type { ShareMessages } from '../payment-link/service.ts';

/** What deciding a transaction's actions needs; list rows and the detail both build one. */
export interface ActionSubject {
  id: string;
  plugin: PluginKind;
  state: TransactionState | string;
  currency: string;
  language: string;
  customer_email: string | null;
  customer_phone: string | null;
  deleted: boolean;
  totals: LedgerTotals;
  /** From shareMessages() (server/modules/payment-link/service.ts): the email/SMS actions carry it. */
  share: ShareMessages | null;
}

/** Short names the PWA maps to its icons. */
export const ACTION_ICONS: Record<ActionValue, string> = {
  refund: 'undo',
  capture: 'check',
  void: 'x',
  email: 'mail',
  sms: 'message',
  delete: 'trash',
  restore: 'restore',
};

/** The permission each action needs on top of access_<plugin>; void releases a hold like a capture. */
export const ACTION_PERMISSION: Record<ActionValue, string | null> = {
  refund: PERMISSIONS.refundTransactions,
  capture: PERMISSIONS.captureTransactions,
  void: PERMISSIONS.captureTransactions,
  email: null,
  sms: null,
  delete: PERMISSIONS.deleteTransactions,
  restore: PERMISSIONS.deleteTransactions,
};

export function mayUse(user: PermissionHolder, plugin: PluginKind, action: ActionValue): boolean {
  const extra = ACTION_PERMISSION[action];
  return hasPermission(user, pluginAccessPermission(plugin)) && (!extra || hasPermission(user, extra));
}

export const actionName = (lang: Lang, action: ActionValue) => translate(lang, `actions.${action}`);

function actionUrl(subject: ActionSubject, action: ActionValue): string {
  const base = `/api/v1/plugins/${subject.plugin}`;
  switch (action) {
    case 'delete':
      return `${base}/transaction/${subject.id}`;
    case 'restore':
      return `${base}/deleted_transaction/${subject.id}/restore`;
    default:
      return `${base}/transaction/${subject.id}/${action}`;
  }
}

const METHODS: Record<ActionValue, TransactionAction['method']> = {
  refund: 'POST',
  capture: 'POST',
  void: 'POST',
  // SPEC 7.5: email and SMS row actions are GET, delete is DELETE.
  email: 'GET',
  sms: 'GET',
  delete: 'DELETE',
  restore: 'POST',
};

/**
 * The actions this user may take on this transaction now. The states mirror what the
 * server's money actions accept (refund: paid; capture and void: authorized), so an
 * offered action is never refused for its state. A deleted transaction can only be restored.
 */
export function availableActions(
  subject: ActionSubject,
  user: PermissionHolder,
  lang: Lang,
): TransactionAction[] {
  const { totals, currency } = subject;
  const wanted: { value: ActionValue; available?: number }[] = [];
  if (subject.deleted) {
    wanted.push({ value: 'restore' });
  } else {
    if (subject.state === 'paid' && totals.refundable > 0) {
      wanted.push({ value: 'refund', available: totals.refundable });
    }
    if (subject.state === 'authorized' && totals.capturable > 0) {
      wanted.push({ value: 'capture', available: totals.capturable }, { value: 'void' });
    }
    const payable = isPayable(subject.state as TransactionState);
    if (payable && subject.share && subject.customer_email) wanted.push({ value: 'email' });
    if (payable && subject.share && subject.customer_phone) wanted.push({ value: 'sms' });
    wanted.push({ value: 'delete' });
  }
  return wanted
    .filter(({ value }) => mayUse(user, subject.plugin, value))
    .map(({ value, available }) => {
      const action: TransactionAction = {
        value,
        display_name: actionName(lang, value),
        icon: ACTION_ICONS[value],
        url: actionUrl(subject, value),
        method: METHODS[value],
      };
      if (available !== undefined) action.available_amount = formatAmount(available, currency.trim());
      if ((value === 'email' || value === 'sms') && subject.share) {
        action.data = { ...subject.share, phone: subject.customer_phone };
      }
      return action;
    });
}
