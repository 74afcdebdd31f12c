import { sql } from 'kysely';
import type { CurrencyStatistics } from '../../../src/domain/contracts/transactions.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { Db } from '../../db/database.ts';
import { type ListScope, transactionListQuery } from '../transactions/list-query.ts';

/**
 * The list's statistics blocks, over exactly the rows the list shows (same builder):
 * - Total generated: the amounts of all those rows;
 * - Total received: what the ledger took on them (payments plus captures, fees included,
 *   as src/domain/ledger.ts counts "paid");
 * - Net balance: received minus refunded.
 * Two aggregates in parallel, so a transaction with several movements is summed once.
 */
export async function currencyStatistics(db: Db, scope: ListScope): Promise<CurrencyStatistics[]> {
  const [generated, ledger] = await Promise.all([
    transactionListQuery(db, scope)
      .select(['transactions.currency', sql<string>`sum(transactions.amount_minor)`.as('total')])
      .groupBy('transactions.currency')
      .execute(),
    transactionListQuery(db, scope)
      .innerJoin('money_movements', 'money_movements.transaction_id', 'transactions.id')
      .select([
        'transactions.currency',
        sql<string>`coalesce(sum(money_movements.amount_minor)
          filter (where money_movements.kind in ('payment', 'capture')), 0)`.as('received'),
        sql<string>`coalesce(sum(money_movements.amount_minor)
          filter (where money_movements.kind = 'refund'), 0)`.as('refunded'),
      ])
      .groupBy('transactions.currency')
      .execute(),
  ]);
  const moneyByCurrency = new Map(ledger.map((row) => [row.currency.trim(), row]));
  return generated
    .map((row) => {
      const code = row.currency.trim();
      const moved = moneyByCurrency.get(code);
      const received = minorFromDb(moved?.received ?? 0);
      const refunded = minorFromDb(moved?.refunded ?? 0);
      return {
        currency_code: code,
        total_generated: formatAmount(minorFromDb(row.total), code),
        total_received: formatAmount(received, code),
        net_balance: formatAmount(received - refunded, code),
      };
    })
    .sort((a, b) => a.currency_code.localeCompare(b.currency_code));
}
