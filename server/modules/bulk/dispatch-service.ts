import type { BulkRowFields } from '../../../src/domain/bulk-rows.ts';
import type { BulkDispatchLog } from '../../../src/domain/contracts/bulk-dispatch.ts';
import { formatAmount } from '../../../src/domain/money.ts';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import type { ServerConfig } from '../../config.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { paymentDefaults } from '../merchant/service.ts';
import { type LinkChannel, sendPaymentLinks } from '../payment-link/service.ts';
import { createTransactionsIn, findMerchantRow } from '../payments/service.ts';
import {
  addToDispatch,
  claimRows,
  countToDispatch,
  type DispatchRow,
  type dispatchingUploads,
  dispatchPreview,
  finishDispatch,
  insertDispatch,
  linkToBulk,
  listDispatches,
  markRowFailed,
  markRowsMade,
  recordDispatchItems,
  runningDispatch,
  setUploadState,
} from './dispatch-repository.ts';
import { findUpload, type UploadRow } from './repository.ts';
import { uploadOf } from './review.ts';

/** The staff member pressing Dispatch. */
export interface Dispatcher {
  id: number;
  merchant_id: number;
  username: string;
}

/**
 * Starts dispatching a ready upload with valid rows: the upload turns `dispatching` and its
 * dispatch is logged in one commit; the worker makes the rows afterwards. A second press (or
 * any upload not ready) is refused, so one upload has one dispatch.
 */
export async function startDispatch(db: DbHandle, user: Dispatcher, uploadId: string): Promise<UploadRow> {
  return inTransaction(db, async (trx) => {
    const upload = await uploadOf(trx, user.merchant_id, uploadId, true);
    if (upload.state !== 'ready') throw messageError(409, 'bulk.not_dispatchable');
    const preview = await dispatchPreview(trx, uploadId);
    if (preview.links === 0) throw messageError(409, 'bulk.nothing_to_dispatch');
    await setUploadState(trx, uploadId, 'ready', 'dispatching');
    await insertDispatch(trx, {
      uploadId,
      startedBy: user.id,
      starter: user.username,
      total: preview.links,
    });
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.bulk_dispatch_started',
      plugin: 'bulk',
      params: {
        file: upload.file_name,
        links: String(preview.links),
        emails: String(preview.emails),
        sms: String(preview.sms),
      },
    });
    return { ...upload, state: 'dispatching' as const };
  });
}

const toLog = (row: DispatchRow): BulkDispatchLog => ({
  id: Number(row.id),
  started_by: row.starter,
  started_at: new Date(row.started_at).toISOString(),
  finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  total: row.total,
  created: row.created_count,
  emails: row.email_count,
  sms: row.sms_count,
  failed: row.failed_count,
});

export async function dispatchLogs(
  db: DbHandle,
  merchantId: number,
  uploadId: string,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: BulkDispatchLog[] }> {
  await uploadOf(db, merchantId, uploadId);
  const { count, rows } = await listDispatches(db, uploadId, page);
  return { count, results: rows.map(toLog) };
}

/** An upload being dispatched, as the worker holds it. */
export type DispatchingUpload = Awaited<ReturnType<typeof dispatchingUploads>>[number];

/** The channels a row asked for and can be sent on. */
function channelsOf(fields: BulkRowFields): LinkChannel[] {
  return [
    ...(fields.send_email && fields.email ? (['email'] as const) : []),
    ...(fields.send_sms && fields.phone ? (['sms'] as const) : []),
  ];
}

/**
 * Makes up to `limit` of the upload's rows in ONE database transaction: each row's payment
 * request (plugin bulk, in the upload's `bulks` entry), its links queued in the outbox, the
 * row marked with its transaction, and the dispatch's counts. A crash before the commit
 * leaves none of it, so the rows are simply taken again; after it, they are never taken again.
 * Returns how many rows it handled (0: none free to take).
 */
export async function dispatchBatch(
  db: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  upload: DispatchingUpload,
  limit: number,
): Promise<{ handled: number; queued: number }> {
  return inTransaction(db, async (trx) => {
    const rows = await claimRows(trx, upload.id, limit);
    const dispatch = await runningDispatch(trx, upload.id);
    if (rows.length === 0 || !dispatch) return { handled: 0, queued: 0 };
    const defaults = paymentDefaults(await findMerchantRow(trx, upload.merchant_id));
    const made = rows.map((row) => ({ row, fields: row.fields as BulkRowFields }));
    const outcomes = await createTransactionsIn(
      trx,
      made.map(({ fields }) => ({
        input: {
          merchantId: upload.merchant_id,
          plugin: 'bulk',
          amountMinor: fields.amount_minor,
          currency: fields.currency_code,
          pgCodes: fields.gateways,
          customerName: fields.customer_name,
          customerPhone: fields.phone,
          customerEmail: fields.email,
          countryCode: defaults.countryCode,
          description: fields.description,
          expirationTime: fields.expiry ? new Date(fields.expiry) : null,
          disclaimer: defaults.disclaimerEn,
          disclaimerAr: defaults.disclaimerAr,
          termsEn: defaults.termsEn,
          termsAr: defaults.termsAr,
          multicheckout: defaults.multicheckout,
          language: fields.language,
          createdBy: dispatch.started_by,
        },
        activity: (id) => ({
          merchantId: upload.merchant_id,
          actor: dispatch.starter,
          action: 'activity.payment_request_created',
          plugin: 'bulk',
          params: {
            id,
            amount: formatAmount(fields.amount_minor, fields.currency_code),
            currency: fields.currency_code,
          },
        }),
      })),
    );
    const createdIds = outcomes.flatMap((outcome) => (outcome.id ? [outcome.id] : []));
    await linkToBulk(trx, upload, createdIds);
    // The worker sends for the dispatcher, and reaches every transaction it made.
    const sender = {
      id: dispatch.started_by ?? 0,
      merchant_id: upload.merchant_id,
      username: dispatch.starter,
      is_superuser: false,
      permissions: [PERMISSIONS.viewAllTransactions],
    };
    const counts = { created: 0, emails: 0, sms: 0, failed: 0 };
    const items: { rowId: string; transactionId: string | null; failure: string | null }[] = [];
    const links: { transactionId: string; channel: LinkChannel }[] = [];
    for (const [index, { row, fields }] of made.entries()) {
      const outcome = outcomes[index];
      if (!outcome?.id) {
        const failure = outcome?.refused?.join(', ') ?? 'unknown';
        await markRowFailed(trx, row.id, failure);
        items.push({ rowId: row.id, transactionId: null, failure });
        counts.failed += 1;
        continue;
      }
      items.push({ rowId: row.id, transactionId: outcome.id, failure: null });
      counts.created += 1;
      for (const channel of channelsOf(fields)) {
        links.push({ transactionId: outcome.id, channel });
        counts[channel === 'email' ? 'emails' : 'sms'] += 1;
      }
    }
    // A batch's rows, links and log entries in a few statements, not a few per row.
    await markRowsMade(
      trx,
      items.flatMap(({ rowId, transactionId }) => (transactionId ? [{ rowId, transactionId }] : [])),
    );
    await sendPaymentLinks(trx, config, { plugin: 'bulk', user: sender, links });
    await recordDispatchItems(trx, dispatch.id, items);
    await addToDispatch(trx, dispatch.id, counts);
    return { handled: rows.length, queued: counts.emails + counts.sms };
  });
}

/**
 * Closes the upload's dispatch once no row is left to make (rows another worker still holds
 * count as left): the upload turns `dispatched` and the dispatch is finished, once.
 */
export async function finishIfDone(db: DbHandle, upload: DispatchingUpload): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const locked = await findUpload(trx, upload.merchant_id, upload.id, true);
    if (locked?.state !== 'dispatching') return false;
    if ((await countToDispatch(trx, upload.id)) > 0) return false;
    const dispatch = await runningDispatch(trx, upload.id);
    await setUploadState(trx, upload.id, 'dispatching', 'dispatched');
    if (!dispatch) return true;
    const done = await finishDispatch(trx, dispatch.id);
    await recordActivity(trx, {
      merchantId: upload.merchant_id,
      actor: done.starter,
      action: 'activity.bulk_dispatched',
      plugin: 'bulk',
      params: {
        file: upload.file_name,
        created: String(done.created_count),
        emails: String(done.email_count),
        sms: String(done.sms_count),
        failed: String(done.failed_count),
      },
    });
    return true;
  });
}
