import type {
  BulkMessageStatus,
  BulkTransactionLog,
  LinkChannel,
} from '../../../src/domain/contracts/bulk-logs.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import { isPastExpiry, isPayable, type TransactionState } from '../../../src/domain/transaction-states.ts';
import type { ServerConfig } from '../../config.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { sendPaymentLink } from '../payment-link/service.ts';
import { uploadOf } from './review.ts';
import {
  findDispatchOf,
  lastMessageAt,
  listTransactionLogs,
  lockLinkOf,
  type OutboxStatus,
  rowFields,
  type TransactionLogFilter,
  type TransactionLogRow,
} from './transaction-log-repository.ts';

/** A link is resent at most once a minute a channel: a double click or an impatient retry sends once. */
export const RESEND_INTERVAL_MS = 60_000;

const STATUS: Record<OutboxStatus, BulkMessageStatus> = {
  pending: 'queued',
  sent: 'sent',
  kept: 'kept',
  failed: 'failed',
};

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function channelStatus(
  status: OutboxStatus | null,
  error: string | null,
  at: Date | null,
  messages: number | null,
) {
  if (!status || !at) return null;
  return {
    status: STATUS[status],
    reason: error,
    messages: messages ?? 1,
    last_at: new Date(at).toISOString(),
  };
}

/** A payable link past its expiry shows as expired, as its pay page says (transaction-states.ts). */
function shownState(row: Pick<TransactionLogRow, 'state' | 'expiration_time'>, now: Date): string | null {
  if (!row.state) return null;
  const expiry = row.expiration_time ? new Date(row.expiration_time) : null;
  return isPayable(row.state as TransactionState) && isPastExpiry(expiry, now) ? 'expired' : row.state;
}

function toLog(row: TransactionLogRow, now: Date): BulkTransactionLog {
  const fields = rowFields(row);
  const made = row.amount_minor !== null && row.currency !== null;
  return {
    row_id: Number(row.row_id),
    row: row.row_number,
    customer_name: row.customer_name ?? fields?.customer_name ?? '',
    email: row.customer_email ?? fields?.email ?? null,
    phone: row.customer_phone ?? fields?.phone ?? null,
    amount: made
      ? formatAmount(minorFromDb(row.amount_minor ?? 0), row.currency ?? '')
      : fields
        ? formatAmount(fields.amount_minor, fields.currency_code)
        : null,
    currency_code: row.currency ?? fields?.currency_code ?? null,
    transaction_id: row.transaction_id,
    state: shownState(row, now),
    failure: row.failure,
    email_status: channelStatus(row.email_status, row.email_error, row.email_at, row.email_messages),
    sms_status: channelStatus(row.sms_status, row.sms_error, row.sms_at, row.sms_messages),
    reminders: row.reminders ?? 0,
    last_reminder_at: iso(row.last_reminder_at),
  };
}

/** The dispatch of the merchant's upload, or a 404 in the user's language. */
async function dispatchOf(db: DbHandle, merchantId: number, uploadId: string, dispatchId: number) {
  const upload = await uploadOf(db, merchantId, uploadId);
  const dispatch = await findDispatchOf(db, upload.id, dispatchId);
  if (!dispatch) throw messageError(404, 'errors.not_found');
  return { upload, dispatch };
}

export async function transactionLogs(
  db: DbHandle,
  merchantId: number,
  ids: { uploadId: string; dispatchId: number },
  filter: TransactionLogFilter,
): Promise<{ count: number; results: BulkTransactionLog[] }> {
  const { dispatch } = await dispatchOf(db, merchantId, ids.uploadId, ids.dispatchId);
  const { count, rows } = await listTransactionLogs(db, dispatch.id, filter);
  const now = new Date();
  return { count, results: rows.map((row) => toLog(row, now)) };
}

/** The staff member resending. */
export interface Resender {
  id: number;
  merchant_id: number;
  username: string;
}

/**
 * Queues the row's link again on the chosen channels, through the same templates as the
 * dispatch (sendPaymentLink audits each). Refused with a 409 when the link can no longer be
 * paid, and with a 429 when the channel had a message within the last minute.
 */
export async function resendLink(
  db: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  user: Resender,
  ids: { uploadId: string; dispatchId: number; rowId: number },
  channels: readonly LinkChannel[],
): Promise<BulkTransactionLog> {
  const { dispatch } = await dispatchOf(db, user.merchant_id, ids.uploadId, ids.dispatchId);
  await inTransaction(db, async (trx) => {
    const link = await lockLinkOf(trx, dispatch.id, ids.rowId);
    if (!link) throw messageError(409, 'bulk.resend.no_link');
    const now = new Date();
    const expiry = link.expiration_time ? new Date(link.expiration_time) : null;
    if (!isPayable(link.state as TransactionState) || isPastExpiry(expiry, now)) {
      throw messageError(409, 'bulk.resend.not_payable');
    }
    const last = await lastMessageAt(trx, link.id);
    for (const channel of channels) {
      const at = last.get(channel);
      if (at && now.getTime() - at.getTime() < RESEND_INTERVAL_MS) {
        throw messageError(429, 'bulk.resend.too_soon');
      }
    }
    // The bulk dispatcher's transactions are the merchant's, whoever made them.
    const sender = { ...user, is_superuser: false, permissions: [PERMISSIONS.viewAllTransactions] };
    for (const channel of channels) {
      await sendPaymentLink(trx, config, { transactionId: link.id, plugin: 'bulk', user: sender, channel });
    }
  });
  const { rows } = await listTransactionLogs(db, dispatch.id, { rowId: ids.rowId, limit: 1, offset: 0 });
  const [row] = rows;
  if (!row) throw messageError(404, 'errors.not_found');
  return toLog(row, new Date());
}
