import type { DbHandle } from '../../db/handle.ts';
import { randomUuid } from '../../lib/capability.ts';
import { fieldErrors, messageError } from '../../lib/errors.ts';
import { type ActivityInput, prepareActivity } from '../activity/service.ts';
import { type Answer, answerForUsedKey, type UsedKey } from '../idempotency/service.ts';
import { type BatchItem, type BatchOutcome, insertCheckedTransactions } from './creation-repository.ts';
import {
  checkNewTransaction,
  type NewTransaction,
  transactionErrors,
  transactionValues,
  unusableGateways,
} from './transactions.ts';

/** Enough to empty the queue of 50 busy clients in one statement, small enough to stay a few ms. */
export const MAX_BATCH = 64;
/**
 * How many batches a keyed request may go round because another writer (another server
 * instance on PostgreSQL) was storing the same key: one is enough once that writer commits.
 */
const MAX_ROUNDS = 3;

export interface Creation {
  input: NewTransaction;
  /** The activity entry, written in the same commit as the row. */
  activity?: (id: string) => ActivityInput;
  /** The 201 answer for the row `id` but for `created`, the commit's time, added when it is known. */
  answer: (id: string) => Record<string, unknown>;
  /** The request's Idempotency-Key (scoped, and its request's hash): stored in the row's commit. */
  key?: { scope: string; key: string; hash: string } | null;
}

/** A request as written in one statement: its row, and its answer but for `created`. */
interface Written {
  pending: Pending;
  item: BatchItem;
  answer: Record<string, unknown>;
}

interface Pending {
  creation: Creation;
  rounds: number;
  /** Requests with this one's key that came while it waited: answered from its stored answer. */
  followers: Pending[];
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

const keyOf = ({ creation: { key } }: Pending) => (key ? `${key.scope}\n${key.key}` : null);

/**
 * An error the database answered with (an ErrorResponse has a severity and an SQLSTATE; a
 * broken connection's error has no severity): the statement was rolled back, nothing of it
 * committed, so its requests can safely be written again one by one.
 */
function isStatementError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { severity, code } = error as { severity?: unknown; code?: unknown };
  return typeof severity === 'string' && typeof code === 'string';
}

/**
 * Group commit for payment creation. Every creation is one durable commit; on one writer
 * (PGlite is a single session, and on PostgreSQL every creation also bumps the same
 * transaction_counts row, holding its lock until commit) commits queue behind each other.
 * So creations that arrive while a batch is being written wait for it and are then written
 * together, up to MAX_BATCH, in one statement (insertCheckedTransactions): one commit for
 * all, each request still gets its own row, its own activity entry in the same commit, and
 * its answer only after that commit. A lone request waits for no one: it is written on the
 * next turn of the event loop.
 *
 * A request with an Idempotency-Key joins the batch like any other: its key and answer are
 * written by the same statement as its row, so there is no claim to leave behind when the
 * process dies, and nothing to take over. A key already stored replays its answer (or 422
 * for another request); a second request with a key already in the batch waits for the first
 * and gets its answer. Only a creation is kept under its key: a refused request stores nothing.
 *
 * A request naming a gateway it may not use gets its field error; when the database refuses
 * the whole statement (one bad row fails it), each request is written again on its own, so
 * it never fails the others.
 */
export class CreationBatcher {
  #queue: Pending[] = [];
  #writing = false;
  #scheduled = false;

  constructor(private readonly db: DbHandle) {}

  create(creation: Creation): Promise<Answer> {
    // An invalid request is answered alone, with every field's error (gateways included).
    if (Object.keys(checkNewTransaction(creation.input)).length) {
      return transactionErrors(this.db, creation.input).then((errors) => Promise.reject(fieldErrors(errors)));
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ creation, rounds: 0, followers: [], resolve, reject });
      this.#schedule();
    });
  }

  #schedule() {
    if (this.#writing || this.#scheduled || this.#queue.length === 0) return;
    this.#scheduled = true;
    // The rest of this turn's requests join the batch before it is written.
    setImmediate(() => {
      this.#scheduled = false;
      void this.#write();
    });
  }

  /** Up to MAX_BATCH requests, one per key: a later request with a key already taken follows it. */
  #take(): Pending[] {
    const batch: Pending[] = [];
    const byKey = new Map<string, Pending>();
    while (batch.length < MAX_BATCH) {
      const pending = this.#queue.shift();
      if (!pending) break;
      const key = keyOf(pending);
      const first = key === null ? undefined : byKey.get(key);
      if (first) {
        first.followers.push(pending);
        continue;
      }
      if (key !== null) byKey.set(key, pending);
      batch.push(pending);
    }
    return batch;
  }

  async #write() {
    this.#writing = true;
    const batch = this.#take();
    try {
      await this.#writeBatch(batch);
    } catch (error) {
      // Whatever went wrong answers every request still waiting (a settled one stays settled).
      for (const pending of batch) {
        for (const waiting of [pending, ...pending.followers]) waiting.reject(error);
      }
    } finally {
      this.#writing = false;
      this.#schedule();
    }
  }

  async #writeBatch(batch: Pending[]) {
    const items = batch.map((pending) => this.#written(pending));
    let outcomes: Map<string, BatchOutcome>;
    try {
      outcomes = await insertCheckedTransactions(
        this.db,
        items.map(({ item }) => item),
      );
    } catch (error) {
      if (!isStatementError(error)) {
        // Lost connection or the like: whether it committed is unknown, so no retry here.
        for (const { pending } of items) this.#fail(pending, error);
        return;
      }
      for (const written of items) await this.#writeAlone(written);
      return;
    }
    for (const written of items) this.#settle(written, outcomes.get(written.item.row.id));
  }

  async #writeAlone(written: Written) {
    try {
      const outcomes = await insertCheckedTransactions(this.db, [written.item]);
      this.#settle(written, outcomes.get(written.item.row.id));
    } catch (error) {
      this.#fail(written.pending, error);
    }
  }

  #written(pending: Pending): Written {
    const { creation } = pending;
    const id = randomUuid();
    const answer = creation.answer(id);
    const item = {
      row: transactionValues(id, creation.input),
      activity: creation.activity ? prepareActivity(creation.activity(id)) : null,
      key: creation.key ? { ...creation.key, answer } : null,
    };
    return { pending, item, answer };
  }

  #settle({ pending, answer }: Written, outcome: BatchOutcome | undefined) {
    if (!outcome) return this.#fail(pending, new Error('the creation statement left a request unanswered'));
    if (outcome.kind === 'raced') {
      pending.rounds += 1;
      if (pending.rounds >= MAX_ROUNDS)
        return this.#fail(pending, messageError(409, 'payments.idempotency_in_flight'));
      this.#queue.unshift(pending, ...pending.followers);
      pending.followers = [];
      return;
    }
    if (outcome.kind === 'refused') {
      return this.#fail(pending, fieldErrors({ pg_codes: unusableGateways(outcome.codes) }));
    }
    let used: UsedKey;
    if (outcome.kind === 'created') {
      const body = { ...answer, created: outcome.created };
      pending.resolve({ status: 201, body, replayed: false });
      const hash = pending.creation.key?.hash ?? '';
      used = { request_hash: hash, state: 'done', response_status: 201, response_body: body };
    } else {
      used = outcome.used;
      this.#answerUsed(pending, used);
    }
    for (const follower of pending.followers) this.#answerUsed(follower, used);
  }

  #answerUsed(pending: Pending, used: UsedKey) {
    try {
      pending.resolve(answerForUsedKey(used, pending.creation.key?.hash ?? ''));
    } catch (error) {
      pending.reject(error);
    }
  }

  /** The request fails; its followers stored nothing to follow, so they go round again. */
  #fail(pending: Pending, error: unknown) {
    pending.reject(error);
    this.#queue.unshift(...pending.followers);
    pending.followers = [];
  }
}
