import type { FoodWorkingHours } from '../../db/tables-food.ts';

/**
 * Working hours are "HH:mm" wall-clock times in Asia/Kuwait, which is UTC+3 all year (no
 * daylight saving), so a fixed shift gives local time without a time-zone database. A
 * closing time is inclusive to the minute ("23:59" means until midnight); a closing time
 * before the opening one runs past midnight into the next day.
 */
const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const minutesOf = (time: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

function kuwaitClock(at: Date) {
  const local = new Date(at.getTime() + KUWAIT_OFFSET_MS);
  return { weekday: local.getUTCDay(), minute: local.getUTCHours() * 60 + local.getUTCMinutes(), local };
}

export function isOpenAt(hours: FoodWorkingHours[], at: Date): boolean {
  const { weekday, minute } = kuwaitClock(at);
  return hours.some((entry) => {
    const opens = minutesOf(entry.opens);
    const closes = minutesOf(entry.closes);
    if (opens <= closes) return entry.weekday === weekday && minute >= opens && minute <= closes;
    return (
      (entry.weekday === weekday && minute >= opens) ||
      ((entry.weekday + 1) % 7 === weekday && minute <= closes)
    );
  });
}

/** The next moment a closed place opens, within the coming week; null when it never does. */
export function nextOpening(hours: FoodWorkingHours[], at: Date): Date | null {
  const { local } = kuwaitClock(at);
  const midnight =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - KUWAIT_OFFSET_MS;
  let best: number | null = null;
  for (let day = 0; day <= 7; day += 1) {
    const dayStart = midnight + day * DAY_MS;
    const weekday = new Date(dayStart + KUWAIT_OFFSET_MS).getUTCDay();
    for (const entry of hours) {
      if (entry.weekday !== weekday) continue;
      const opens = dayStart + minutesOf(entry.opens) * 60_000;
      if (opens > at.getTime() && (best === null || opens < best)) best = opens;
    }
    if (best !== null) break;
  }
  return best === null ? null : new Date(best);
}
