import { sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';

/**
 * `pair`: one subject from one client, with growing waits; `subject`: one subject from
 * anywhere; `client`: one client whatever the subject. Both of the latter count in windows.
 */
export type CounterKind = 'pair' | 'subject' | 'client';

export interface CounterKey {
  scope: string;
  kind: CounterKind;
  key: string;
}

export interface GrowingWait {
  freeFailures: number;
  firstWaitMs: number;
  maxWaitMs: number;
  /** Failures older than this (since the last one) are forgotten. */
  forgetAfterMs: number;
}

const ms = (value: number) => sql`(${value}::float8 * interval '1 millisecond')`;

/**
 * Counts one more failure on a growing-wait counter, unless its wait is still running.
 * One statement, so concurrent attempts cannot all slip in before the first is counted.
 * Returns undefined when the wait is running.
 */
export async function countGrowing(
  db: DbHandle,
  counter: CounterKey,
  now: Date,
  policy: GrowingWait,
): Promise<{ failures: number } | undefined> {
  const stale = sql`throttle_counters.last_at < ${now}::timestamptz - ${ms(policy.forgetAfterMs)}`;
  const failures = sql`case when ${stale} then 1 else throttle_counters.failures + 1 end`;
  // After failure n the next attempt waits 0 while n <= free, then first·2^(n-free-1), capped.
  const free = sql`${policy.freeFailures}::int`;
  // A free attempt leaves no wait at all rather than one ending `now`: another instance whose
  // clock is a few milliseconds behind would otherwise find that wait still running.
  const allowedAfter = (n: unknown) => sql`case when ${n} <= ${free} then '-infinity'::timestamptz
    else ${now}::timestamptz + least(${policy.maxWaitMs}::float8,
      ${policy.firstWaitMs}::float8 * power(2, ${n} - ${free} - 1)) * interval '1 millisecond' end`;
  const result = await sql<{ failures: number }>`
    insert into throttle_counters (scope, kind, key, failures, window_started_at, last_at, next_allowed_at)
    values (${counter.scope}, ${counter.kind}, ${counter.key}, 1, ${now}, ${now},
      ${allowedAfter(sql`1`)})
    on conflict (scope, kind, key) do update set
      failures = ${failures},
      window_started_at = case when ${stale} then ${now}::timestamptz else throttle_counters.window_started_at end,
      last_at = ${now},
      next_allowed_at = ${allowedAfter(failures)}
    where throttle_counters.next_allowed_at <= ${now}::timestamptz
    returning failures`.execute(queryable(db));
  return result.rows[0];
}

/** Counts one more failure in the counter's current window (a new window once it has passed). */
export async function countInWindow(
  db: DbHandle,
  counter: CounterKey,
  now: Date,
  windowMs: number,
): Promise<{ failures: number; windowStartedAt: Date }> {
  const expired = sql`throttle_counters.window_started_at <= ${now}::timestamptz - ${ms(windowMs)}`;
  const result = await sql<{ failures: number; window_started_at: Date }>`
    insert into throttle_counters (scope, kind, key, failures, window_started_at, last_at, next_allowed_at)
    values (${counter.scope}, ${counter.kind}, ${counter.key}, 1, ${now}, ${now}, ${now})
    on conflict (scope, kind, key) do update set
      failures = case when ${expired} then 1 else throttle_counters.failures + 1 end,
      window_started_at = case when ${expired} then ${now}::timestamptz
        else throttle_counters.window_started_at end,
      last_at = ${now}
    returning failures, window_started_at`.execute(queryable(db));
  const row = result.rows[0];
  if (!row) throw new Error('throttle counter upsert returned no row');
  return { failures: row.failures, windowStartedAt: new Date(row.window_started_at) };
}

export async function findNextAllowedAt(db: DbHandle, counter: CounterKey): Promise<Date | undefined> {
  const row = await queryable(db)
    .selectFrom('throttle_counters')
    .select('next_allowed_at')
    .where('scope', '=', counter.scope)
    .where('kind', '=', counter.kind)
    .where('key', '=', counter.key)
    .executeTakeFirst();
  return row ? new Date(row.next_allowed_at) : undefined;
}

/** An attempt that turned out not to be a failure is no longer counted. */
export async function uncount(db: DbHandle, counter: CounterKey): Promise<void> {
  await queryable(db)
    .updateTable('throttle_counters')
    .set((eb) => ({ failures: sql<number>`greatest(${eb.ref('failures')} - 1, 0)` }))
    .where('scope', '=', counter.scope)
    .where('kind', '=', counter.kind)
    .where('key', '=', counter.key)
    .execute();
}

export async function deleteCounter(db: DbHandle, counter: CounterKey): Promise<void> {
  await queryable(db)
    .deleteFrom('throttle_counters')
    .where('scope', '=', counter.scope)
    .where('kind', '=', counter.kind)
    .where('key', '=', counter.key)
    .execute();
}

/** Counters untouched since `before` count nothing any more. */
export async function deleteCountersIdleSince(db: DbHandle, before: Date): Promise<number> {
  const result = await queryable(db)
    .deleteFrom('throttle_counters')
    .where('last_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
