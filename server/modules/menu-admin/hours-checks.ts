import type { HoursException, WeeklyPeriod } from '../../../src/domain/contracts/menu-admin.ts';
import { exceptionsProblem } from '../../../src/domain/menu-rules.ts';
import type { HoursException as StoredException } from '../../../src/domain/weekday-hours.ts';
import type { MenuChecks } from './common.ts';

/** An exception is closed or has periods, never both and never neither. */
function exceptionOf(check: MenuChecks, exception: HoursException): StoredException {
  if (exception.closed === true && !exception.periods) return { date: exception.date, closed: true };
  if (exception.periods && exception.closed === undefined)
    return { date: exception.date, periods: exception.periods };
  check.refuse('hours_exceptions', {
    key: 'menu_admin.exception_closed_or_hours',
    vars: { date: exception.date },
  });
  return { date: exception.date, closed: true };
}

/** Weekly hours in weekday then opening order, and exceptions by date: one value for one schedule. */
export function checkedHours(
  check: MenuChecks,
  hours: { working_hours: WeeklyPeriod[]; hours_exceptions: HoursException[] },
) {
  check.refuse('hours_exceptions', exceptionsProblem(hours.hours_exceptions));
  return {
    working_hours: [...hours.working_hours].sort(
      (a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens),
    ),
    hours_exceptions: hours.hours_exceptions
      .map((exception) => exceptionOf(check, exception))
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}
