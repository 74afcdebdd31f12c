import type { DbHandle } from '../../db/handle.ts';
import { randomUuid } from '../../lib/capability.ts';
import { type ActivityInput, prepareActivity } from '../activity/service.ts';
import { insertCheckedTransactions } from './creation-repository.ts';
import { checkNewTransaction, type NewTransaction, transactionValues } from './transactions.ts';

export interface ManyCreation {
  input: NewTransaction;
  activity?: (id: string) => ActivityInput;
}

/** A creation made (its id), or why not: the fields the checks refused. */
export type ManyOutcome = { id: string; refused: null } | { id: null; refused: string[] };

/**
 * Many creations in the caller's database transaction, written by the batcher's one statement
 * (the same checks, row and activity entry as a single creation) so they commit with whatever
 * else the caller writes. A creation the checks refuse is left out and says which fields.
 */
export async function createTransactionsIn(
  trx: DbHandle,
  creations: readonly ManyCreation[],
): Promise<ManyOutcome[]> {
  const items = creations.map((creation) => {
    const id = randomUuid();
    const invalid = Object.keys(checkNewTransaction(creation.input));
    const item = {
      row: transactionValues(id, creation.input),
      activity: creation.activity ? prepareActivity(creation.activity(id)) : null,
      key: null,
    };
    return { id, invalid, item };
  });
  const checked = items.filter(({ invalid }) => invalid.length === 0);
  const outcomes = checked.length
    ? await insertCheckedTransactions(
        trx,
        checked.map(({ item }) => item),
      )
    : new Map();
  return items.map(({ id, invalid }): ManyOutcome => {
    if (invalid.length) return { id: null, refused: invalid };
    const outcome = outcomes.get(id);
    return outcome?.kind === 'created' ? { id, refused: null } : { id: null, refused: ['pg_codes'] };
  });
}
