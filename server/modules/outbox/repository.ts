import type { ExpressionBuilder } from 'kysely';
import { containsPattern } from '../../db/contains-pattern.ts';
import { countedPage } from '../../db/counted-page.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import { leaseDue } from '../../db/lease-due.ts';
import type { Database, OutboxChannel, OutboxRow, OutboxStatus } from '../../db/types.ts';

export type { OutboxRow };

export interface OutboxInput {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  /** Whose message: its SMS go through that merchant's provider, and only its owners read it. */
  merchant_id: number;
  /** An email's HTML version of `body`; left out: the email is text only. */
  html?: string | null;
  /** The transaction whose payment link it carries: the bulk transaction logs read its status. */
  transaction_id?: string | null;
}

/** Write the message in the caller's transaction: it exists if and only if the change commits. */
export async function enqueue(trx: DbHandle, message: OutboxInput): Promise<void> {
  const now = new Date();
  await queryable(trx)
    .insertInto('outbox')
    .values({
      ...message,
      html: message.html ?? null,
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

/** Rows per INSERT: eight parameters each, far below PostgreSQL's 65,535. */
const ENQUEUE_BATCH = 1000;

/** enqueue for many messages, a thousand an INSERT. */
export async function enqueueMany(trx: DbHandle, messages: readonly OutboxInput[]): Promise<void> {
  const now = new Date();
  for (let start = 0; start < messages.length; start += ENQUEUE_BATCH) {
    await queryable(trx)
      .insertInto('outbox')
      .values(
        messages.slice(start, start + ENQUEUE_BATCH).map((message) => ({
          ...message,
          html: message.html ?? null,
          status: 'pending' as const,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .execute();
  }
}

/** Claims due messages for one worker (see leaseDue) and returns them. */
export function claimDue(db: DbHandle, batchSize: number, leaseMs: number): Promise<OutboxRow[]> {
  return queryable(db)
    .transaction()
    .execute(async (trx) => {
      const ids = await leaseDue(trx, 'outbox', batchSize, leaseMs);
      if (ids.length === 0) return [];
      return trx.selectFrom('outbox').selectAll().where('id', 'in', ids).orderBy('id').execute();
    });
}

/** What an SMS provider answered to a try: its id of the message and its status ("HTTP 200"). */
export interface ProviderAnswer {
  provider_message_id?: string | null;
  provider_status?: string | null;
}

export async function markDone(
  db: DbHandle,
  id: number,
  status: 'sent' | 'kept',
  answer: ProviderAnswer = {},
): Promise<void> {
  await queryable(db)
    .updateTable('outbox')
    .set({ status, sent_at: status === 'sent' ? new Date() : null, last_error: null, ...answer })
    .where('id', '=', id)
    .execute();
}

export async function markAttemptFailed(
  db: DbHandle,
  id: number,
  error: string,
  retryAt: Date | null,
  answer: ProviderAnswer = {},
): Promise<void> {
  await queryable(db)
    .updateTable('outbox')
    .set(
      retryAt
        ? { last_error: error, next_attempt_at: retryAt, ...answer }
        : { last_error: error, status: 'failed', ...answer },
    )
    .where('id', '=', id)
    .execute();
}

export interface OutboxFilter {
  /** The reader's merchant: its messages, and those written before messages had one. */
  merchantId: number;
  channel?: OutboxChannel;
  status?: OutboxStatus;
  recipient?: string;
  q?: string;
}

export type ListedOutboxRow = Omit<
  OutboxRow,
  'body' | 'html' | 'last_error' | 'next_attempt_at' | 'merchant_id' | 'transaction_id'
>;

// A message from before issue 20 with no merchant is nobody's to read (migration 20261129000200).
const ownedBy = (merchantId: number) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb('merchant_id', '=', merchantId);

/** Newest first, without bodies: a page of the superuser's Outbox list. */
export async function listOutbox(
  db: DbHandle,
  filter: OutboxFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: ListedOutboxRow[] }> {
  let query = queryable(db).selectFrom('outbox').where(ownedBy(filter.merchantId));
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
  const q = filter.q?.trim();
  if (q) {
    // LIKE wildcards typed in the search box are meant literally.
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        eb('recipient', 'ilike', pattern),
        eb('subject', 'ilike', pattern),
        eb('provider_message_id', 'ilike', pattern),
      ]),
    );
  }
  return countedPage(
    query,
    (list) =>
      list
        .select([
          'id',
          'channel',
          'recipient',
          'subject',
          'status',
          'attempts',
          'created_at',
          'sent_at',
          'provider_message_id',
          'provider_status',
          'resent_from',
        ])
        .orderBy('id', 'desc'),
    page,
  );
}

export function findOutboxMessage(
  db: DbHandle,
  merchantId: number,
  id: number,
): Promise<OutboxRow | undefined> {
  return queryable(db)
    .selectFrom('outbox')
    .selectAll()
    .where('id', '=', id)
    .where(ownedBy(merchantId))
    .executeTakeFirst();
}

/**
 * A copy of a message as a new pending one, due now; its id. Everything but the delivery's own
 * state is copied, so whatever content a message carries is sent again as it was.
 */
export async function insertResend(trx: DbHandle, original: OutboxRow): Promise<number> {
  const {
    id,
    status: _status,
    attempts: _attempts,
    next_attempt_at: _due,
    last_error: _error,
    created_at: _created,
    sent_at: _sent,
    provider_message_id: _providerId,
    provider_status: _providerStatus,
    resent_from: _resentFrom,
    ...content
  } = original;
  const now = new Date();
  const row = await queryable(trx)
    .insertInto('outbox')
    .values({ ...content, resent_from: id, status: 'pending', next_attempt_at: now, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
