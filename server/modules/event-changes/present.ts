import type { EventChange } from '../../../src/domain/contracts/event-changes.ts';
import { LISTED_FAILURES } from '../../../src/domain/event-change-rules.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import type { ChangeSummaryRow, failuresOf } from './run-repository.ts';

type FailureRow = Awaited<ReturnType<typeof failuresOf>>[number];

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function presentChange(
  row: ChangeSummaryRow,
  failures: readonly FailureRow[],
  currency: string,
  lang: Lang,
): EventChange {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    from_date: row.from_date,
    to_date: row.to_date,
    total: Number(row.total),
    done: Number(row.done),
    failed: Number(row.failed),
    refunded: Number(row.refunded),
    refunded_amount: formatAmount(minorFromDb(row.refunded_minor), currency),
    currency,
    created_by: row.creator,
    created_at: iso(row.created_at) as string,
    finished_at: iso(row.finished_at),
    failures: failures
      .filter((failure) => failure.change_id === row.id)
      .slice(0, LISTED_FAILURES)
      .map((failure) => ({
        booking_id: failure.booking_id,
        email: failure.email,
        message: translate(lang, failure.failure ?? 'errors.server'),
      })),
  };
}
