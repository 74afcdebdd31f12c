import * as yup from 'yup';
import type { HoursException, WeeklyPeriod } from '@/domain/contracts/menu-admin';
import { exceptionsProblem } from '@/domain/menu-rules';
import type { TFunction } from '@/lib/i18n-runtime';
import { problemText } from './form-rules';

/** An exception as its row edits it: closed all day, or these periods. */
export interface ExceptionValues {
  date: string;
  closed: boolean;
  periods: { opens: string; closes: string }[];
}

export const exceptionValues = (exceptions: readonly HoursException[]): ExceptionValues[] =>
  exceptions.map((exception) => ({
    date: exception.date,
    closed: exception.closed === true,
    periods: exception.periods ?? [],
  }));

export const exceptionsRequest = (values: readonly ExceptionValues[]): HoursException[] =>
  values.map((entry) =>
    entry.closed ? { date: entry.date, closed: true } : { date: entry.date, periods: entry.periods },
  );

export const sortedHours = (hours: readonly WeeklyPeriod[]): WeeklyPeriod[] =>
  [...hours].sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens));

/** Exceptions: each with a date, one per date, and hours when not closed. */
export const exceptionsRule = (t: TFunction) =>
  yup.array().test('exceptions', function valid(entries) {
    const list = (entries ?? []) as ExceptionValues[];
    if (list.some((entry) => !entry.date)) return this.createError({ message: t('hours.date_required') });
    if (list.some((entry) => !entry.closed && entry.periods.length === 0))
      return this.createError({ message: t('hours.needs_period') });
    const problem = exceptionsProblem(list);
    return problem ? this.createError({ message: problemText(t, problem) }) : true;
  });
