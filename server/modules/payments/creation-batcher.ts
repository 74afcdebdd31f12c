import type { Db } from '../../db/database.ts';
import { randomUuid } from '../../lib/capability.ts';
import type { ActivityInput } from '../activity/repository.ts';
import { type CreatedRow, insertCheckedTransactions } from './creation-repository.ts';
import {
  checkNewTransaction,
  createTransaction,
  type NewTransaction,
  transactionValues,
} from './transactions-service.ts';

/** Enough to empty the queue of 50 busy clients in one statement, small enough to stay a few ms. */
export const MAX_BATCH = 64;

interface Pending {
  input: NewTransaction;
  activity?: (id: string) => ActivityInput;
  resolve(row: CreatedRow): void;
  reject(error: unknown): void;
}

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
 * A request the batch left out (a gateway it may not use) or a batch the database refused
 * (one bad row fails the statement) goes one by one through createTransaction, so it gets
 * its own field error and never fails the others.
 */
export class CreationBatcher {
  #queue: Pending[] = [];
  #writing = false;
  #scheduled = false;

  constructor(private readonly db: Db) {}

  create(input: NewTransaction, activity?: (id: string) => ActivityInput): Promise<CreatedRow> {
    // An invalid request is answered alone, with every field's error (gateways included).
    if (Object.keys(checkNewTransaction(input)).length) return createTransaction(this.db, input, activity);
    return new Promise((resolve, reject) => {
      this.#queue.push({ input, activity, resolve, reject });
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

  async #write() {
    this.#writing = true;
    const batch = this.#queue.splice(0, MAX_BATCH);
    try {
      await this.#writeBatch(batch);
    } catch (error) {
      // Whatever went wrong answers every request still waiting (a settled one stays settled).
      for (const pending of batch) pending.reject(error);
    } finally {
      this.#writing = false;
      this.#schedule();
    }
  }

  async #writeBatch(batch: Pending[]) {
    const items = batch.map((pending) => {
      const id = randomUuid();
      return { pending, row: transactionValues(id, pending.input), activity: pending.activity?.(id) ?? null };
    });
    let inserted: Map<string, CreatedRow>;
    try {
      const rows = await insertCheckedTransactions(this.db, items);
      inserted = new Map(rows.map((row) => [row.id, row]));
    } catch (error) {
      if (!isStatementError(error)) {
        // Lost connection or the like: whether it committed is unknown, so no retry here.
        for (const { pending } of items) pending.reject(error);
        return;
      }
      inserted = new Map();
    }
    const leftOut: Pending[] = [];
    for (const { pending, row } of items) {
      const created = inserted.get(row.id);
      if (created) pending.resolve(created);
      else leftOut.push(pending);
    }
    for (const pending of leftOut) {
      await createTransaction(this.db, pending.input, pending.activity).then(pending.resolve, pending.reject);
    }
  }
}
