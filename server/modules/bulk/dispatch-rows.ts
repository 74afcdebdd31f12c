/**
 * A dispatch's rows made into payment requests and queued links, the same for an upload's
 * first dispatch and each recurring occurrence (dispatch-service.ts, recurrence-service.ts).
 */
import type { BulkRowFields } from '../../../src/domain/bulk-rows.ts';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import { DEFAULT_OCCURRENCE_TIME, occurrenceExpiry } from '../../../src/domain/recurrence.ts';
import type { ServerConfig } from '../../config.ts';
import type { DbHandle } from '../../db/handle.ts';
import { paymentDefaults } from '../merchant/service.ts';
import { type LinkChannel, sendPaymentLinks } from '../payment-link/service.ts';
import { createTransactionsIn, findMerchantRow } from '../payments/service.ts';
import {
  addToDispatch,
  type DispatchRow,
  type dispatchingUploads,
  linkToBulk,
  recordDispatchItems,
} from './dispatch-repository.ts';
import type { FileRow } from './repository.ts';

/** An upload being dispatched, as the worker holds it. */
export type DispatchingUpload = Awaited<ReturnType<typeof dispatchingUploads>>[number];

/** The channels a row asked for and can be sent on. */
export function channelsOf(fields: BulkRowFields): LinkChannel[] {
  return [
    ...(fields.send_email && fields.email ? (['email'] as const) : []),
    ...(fields.send_sms && fields.phone ? (['sms'] as const) : []),
  ];
}

/** Who a dispatch acts for: the transactions' creator and the links' sender. */
export type DispatchActor = Pick<DispatchRow, 'id' | 'started_by' | 'starter'>;

/** A claimed row and the fields it is billed with. */
export interface RowToMake {
  row: FileRow;
  fields: BulkRowFields;
  /** The instant of the occurrence a recurring row's link is made for. */
  occurrenceAt?: Date;
}

/** A link's expiry: a recurring occurrence's keeps the first occurrence's window. */
function linkExpiry(fields: BulkRowFields, occurrenceAt: Date | undefined, time: string | null): Date | null {
  if (fields.start_date && occurrenceAt)
    return occurrenceExpiry(
      { start_date: fields.start_date, expiry: fields.expiry },
      time ?? DEFAULT_OCCURRENCE_TIME,
      occurrenceAt,
    );
  return fields.expiry ? new Date(fields.expiry) : null;
}

/** What making a row gave: its transaction, or why not. */
export interface MadeRow extends RowToMake {
  transactionId: string | null;
  failure: string | null;
}

/**
 * Makes rows in the caller's database transaction, for the upload's first dispatch and for
 * each recurring occurrence alike: each row's payment request (plugin bulk, in the upload's
 * `bulks` entry), its links queued in the outbox, the dispatch's record of each row and its
 * counts. The caller marks the rows in the same commit, so a row is made once.
 * The activity history has the dispatch's start and end with their counts, not an entry a row
 * and link: a file of 100,000 rows would bury everything else there, and what each row became
 * is in bulk_dispatch_items and the outbox.
 */
export async function makeRows(
  trx: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  upload: Pick<DispatchingUpload, 'id' | 'merchant_id' | 'file_name' | 'occurrence_time'>,
  dispatch: DispatchActor,
  made: readonly RowToMake[],
): Promise<{ rows: MadeRow[]; queued: number }> {
  if (made.length === 0) return { rows: [], queued: 0 };
  const defaults = paymentDefaults(await findMerchantRow(trx, upload.merchant_id));
  const outcomes = await createTransactionsIn(
    trx,
    made.map(({ fields, occurrenceAt }) => ({
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
        expirationTime: linkExpiry(fields, occurrenceAt, upload.occurrence_time),
        disclaimer: defaults.disclaimerEn,
        disclaimerAr: defaults.disclaimerAr,
        termsEn: defaults.termsEn,
        termsAr: defaults.termsAr,
        multicheckout: defaults.multicheckout,
        language: fields.language,
        createdBy: dispatch.started_by,
      },
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
  const rows: MadeRow[] = [];
  const links: { transactionId: string; channel: LinkChannel }[] = [];
  for (const [index, toMake] of made.entries()) {
    const outcome = outcomes[index];
    if (!outcome?.id) {
      rows.push({ ...toMake, transactionId: null, failure: outcome?.refused?.join(', ') ?? 'unknown' });
      counts.failed += 1;
      continue;
    }
    rows.push({ ...toMake, transactionId: outcome.id, failure: null });
    counts.created += 1;
    for (const channel of channelsOf(toMake.fields)) {
      links.push({ transactionId: outcome.id, channel });
      counts[channel === 'email' ? 'emails' : 'sms'] += 1;
    }
  }
  // A batch's links in a few statements, not a few per row.
  await sendPaymentLinks(trx, config, { plugin: 'bulk', user: sender, links });
  await recordDispatchItems(
    trx,
    dispatch.id,
    rows.map((row) => ({ rowId: row.row.id, transactionId: row.transactionId, failure: row.failure })),
  );
  await addToDispatch(trx, dispatch.id, counts);
  return { rows, queued: counts.emails + counts.sms };
}
