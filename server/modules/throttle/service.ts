import type { DbHandle } from '../../db/handle.ts';
import type { Clock } from '../../lib/clock.ts';
import { messageError } from '../../lib/errors.ts';
import { clientKey } from './address.ts';
import {
  type CounterKey,
  countGrowing,
  countInWindow,
  deleteCounter,
  deleteCountersIdleSince,
  findNextAllowedAt,
  type GrowingWait,
  uncount,
} from './repository.ts';

/** What is guarded: sign-in, reset requests, code pairing, voucher codes. */
export type ThrottleScope = 'login' | 'forgot_password' | 'code_pairing' | 'voucher';
/** What is rate-limited per client, whatever the outcome. */
export type RateScope = 'booking_attachment';

export interface ThrottlePolicy {
  /** One subject (username) from one client: a few free failures, then waits that double. */
  pair: GrowingWait;
  /** One subject from anywhere: answers slow down, up to maxDelayMs; never refused. */
  subject: { windowMs: number; freeFailures: number; delayStepMs: number; maxDelayMs: number };
  /** One client across subjects: refused past maxFailures in a window. */
  client: { windowMs: number; maxFailures: number };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const SIGN_IN: ThrottlePolicy = {
  pair: { freeFailures: 3, firstWaitMs: 1000, maxWaitMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  subject: { windowMs: 15 * MINUTE, freeFailures: 10, delayStepMs: 250, maxDelayMs: 2000 },
  // Looser: an office behind one address signs in as many people.
  client: { windowMs: HOUR, maxFailures: 100 },
};

/**
 * Code pairing and vouchers have no subject: their growing waits count per client. Vouchers
 * are typed by customers, many of whom share a carrier's address, so more go free.
 */
export const THROTTLE_POLICIES: Record<ThrottleScope, ThrottlePolicy> = {
  login: SIGN_IN,
  forgot_password: SIGN_IN,
  code_pairing: { ...SIGN_IN, pair: { ...SIGN_IN.pair, freeFailures: 5 } },
  voucher: { ...SIGN_IN, pair: { ...SIGN_IN.pair, freeFailures: 10 } },
};

/** Counters idle this long count nothing under any policy. */
const IDLE_AFTER_MS = 24 * HOUR;

export interface Attempt {
  scope: ThrottleScope;
  /** The account or code aimed at; null when the scope has none (the client is the subject). */
  subject: string | null;
  /** The request's address (request.ip). */
  ip: string;
}

interface Ticket {
  pair: CounterKey;
  subject: CounterKey | null;
  client: CounterKey;
}

/** The wait as a sentence that reads right for 1 and for many, in either language. */
function tooManyAttempts(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return messageError(429, 'throttle.retry_seconds', { count: seconds });
  return messageError(429, 'throttle.retry_minutes', { count: Math.ceil(seconds / 60) });
}

/**
 * Slows guessing without locking colleagues out. Every attempt is counted before it is
 * judged (so parallel guesses cannot all pass a check made before any was counted) and a
 * success takes its count back. Counters live in the database, shared by every instance.
 */
export class Throttle {
  constructor(
    private readonly db: DbHandle,
    private readonly clock: Clock,
  ) {}

  /** Runs `attempt` unless a wait is running (429); a success clears its pair counter. */
  async guard<T>(attempt: Attempt, run: () => Promise<T>): Promise<T> {
    const ticket = await this.begin(attempt);
    const result = await run();
    await this.succeeded(ticket);
    return result;
  }

  /**
   * Counts every request of one client in a window, refused (429) past `max`: for what anyone
   * may call but nobody needs often (an anonymous upload). In the database, so the limit is
   * one across every server instance.
   */
  async limitRate(scope: RateScope, ip: string, limit: { max: number; windowMs: number }): Promise<void> {
    const now = this.clock.now();
    const counter: CounterKey = { scope, kind: 'client', key: clientKey(ip) };
    const { failures, windowStartedAt } = await countInWindow(this.db, counter, now, limit.windowMs);
    if (failures > limit.max) {
      throw tooManyAttempts(windowStartedAt.getTime() + limit.windowMs - now.getTime());
    }
  }

  /** Counts an attempt no outcome takes back (a request that always succeeds); 429 while a wait runs. */
  async count(attempt: Attempt): Promise<void> {
    await this.begin(attempt);
  }

  private async begin({ scope, subject, ip }: Attempt): Promise<Ticket> {
    const policy = THROTTLE_POLICIES[scope];
    const now = this.clock.now();
    const client = clientKey(ip);
    const subjectKey = subject === null ? null : subject.trim().toLowerCase();
    const ticket: Ticket = {
      client: { scope, kind: 'client', key: client },
      pair: { scope, kind: 'pair', key: subjectKey === null ? client : `${subjectKey}\n${client}` },
      subject: subjectKey === null ? null : { scope, kind: 'subject', key: subjectKey },
    };

    const byClient = await countInWindow(this.db, ticket.client, now, policy.client.windowMs);
    if (byClient.failures > policy.client.maxFailures) {
      throw tooManyAttempts(byClient.windowStartedAt.getTime() + policy.client.windowMs - now.getTime());
    }
    if (!(await countGrowing(this.db, ticket.pair, now, policy.pair))) {
      await uncount(this.db, ticket.client);
      const nextAllowedAt = await findNextAllowedAt(this.db, ticket.pair);
      throw tooManyAttempts((nextAllowedAt?.getTime() ?? now.getTime()) - now.getTime());
    }
    if (ticket.subject) {
      const { failures } = await countInWindow(this.db, ticket.subject, now, policy.subject.windowMs);
      const { freeFailures, delayStepMs, maxDelayMs } = policy.subject;
      if (failures > freeFailures) {
        await this.clock.sleep(Math.min(maxDelayMs, (failures - freeFailures) * delayStepMs));
      }
    }
    return ticket;
  }

  private async succeeded(ticket: Ticket): Promise<void> {
    await deleteCounter(this.db, ticket.pair);
    await uncount(this.db, ticket.client);
    if (ticket.subject) await uncount(this.db, ticket.subject);
  }

  /** Drops counters idle long enough to count nothing; returns how many. */
  prune(): Promise<number> {
    return deleteCountersIdleSince(this.db, new Date(this.clock.now().getTime() - IDLE_AFTER_MS));
  }
}
