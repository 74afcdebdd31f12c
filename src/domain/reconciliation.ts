/**
 * When the server asks a provider again about a payment or a refund it has no final word
 * on: soon at first (most customers come back within minutes), then less often, and an
 * attempt the provider still has no record of after a day is given up as failed.
 */
const MINUTE_MS = 60_000;
const DELAYS_MS = [1, 2, 5, 15, 60, 180].map((minutes) => minutes * MINUTE_MS);
const LAST_DELAY_MS = 360 * MINUTE_MS;

export const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE_MS;

/** The wait before the next question, after `checks` questions already asked. */
export function nextCheckDelayMs(checks: number): number {
  return DELAYS_MS[checks] ?? LAST_DELAY_MS;
}

/** Whether an attempt started at `startedAt` is past the day a provider may still complete it in. */
export function pastReconciliation(startedAt: Date, now: Date): boolean {
  return now.getTime() - startedAt.getTime() >= GIVE_UP_AFTER_MS;
}
