/**
 * Rolling a secret the merchant's systems hold (an API key, its webhook secret, a webhook
 * endpoint's signing secret): the old one keeps working beside its replacement for the
 * overlap the owner chooses, so the new one can be put in place before the old is refused.
 */

/**
 * The overlaps offered, in hours: at once, an hour, a day, three days, a week. A week at most,
 * so a leaked secret cannot be kept alive by rolling.
 */
export const ROLL_OVERLAP_HOURS = [0, 1, 24, 72, 168] as const;
export type RollOverlapHours = (typeof ROLL_OVERLAP_HOURS)[number];

/** A day: long enough to deploy the new secret, short enough that the old one is soon gone. */
export const DEFAULT_ROLL_OVERLAP_HOURS: RollOverlapHours = 24;

const HOUR_MS = 3_600_000;

/** When the replaced secret stops working, rolled at `now`; null when it stops at once. */
export function overlapUntil(hours: RollOverlapHours, now: Date): Date | null {
  return hours > 0 ? new Date(now.getTime() + hours * HOUR_MS) : null;
}
