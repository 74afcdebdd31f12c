/**
 * Reminders of a bulk upload (issue 22): the link goes again to a customer who has not paid,
 * every `everyDays` days after the transaction was made, at most `times` times. A worker that
 * was down when reminders fell due sends only the latest one due, never a burst.
 */

export const REMINDER_LIMITS = {
  everyDays: { min: 1, max: 60 },
  times: { min: 1, max: 10 },
} as const;

const DAY_MS = 86_400_000;

export interface ReminderPlan {
  every_days: number;
  times: number;
}

/** The number of the latest reminder due at `now` for a link made at `madeAt` (0: none yet). */
export function dueReminder(plan: ReminderPlan, madeAt: Date, now: Date): number {
  const elapsed = now.getTime() - madeAt.getTime();
  return Math.min(plan.times, Math.max(0, Math.floor(elapsed / (plan.every_days * DAY_MS))));
}

/** When reminder `n` of a link made at `madeAt` falls due. */
export function reminderDueAt(plan: ReminderPlan, madeAt: Date, n: number): Date {
  return new Date(madeAt.getTime() + n * plan.every_days * DAY_MS);
}
