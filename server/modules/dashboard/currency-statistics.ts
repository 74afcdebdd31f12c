import type { CurrencyStatistics } from '../../../src/domain/contracts/transactions.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';

interface CurrencyTotals {
  generated: readonly { currency: string; total: string }[];
  ledger: readonly { currency: string; received: string; refunded: string }[];
}

/**
 * The list's statistics blocks, from the totals of exactly the rows the list shows
 * (transactions' currencyTotals):
 * - Total generated: the amounts of all those rows;
 * - Total received: what the ledger took on them (payments plus captures, fees included,
 *   as src/domain/ledger.ts counts "paid");
 * - Net balance: received minus refunded.
 */
export function currencyStatistics({ generated, ledger }: CurrencyTotals): CurrencyStatistics[] {
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
