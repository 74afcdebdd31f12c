import { amountMinor } from '../../../src/domain/money.ts';
import { type Lang, moneyVar, translate, type Vars } from '../../lib/i18n.ts';

/**
 * An entry of the log in the reader's language. Entries keep `amount` and `currency` as the
 * API's decimal text, so an amount is written with the one money format when it is read.
 */
export function describeActivity(lang: Lang, action: string, entry: Record<string, unknown>): string {
  // Only texts are words of the description; what changed (`changes`, a list) is shown apart.
  const params = Object.fromEntries(
    Object.entries(entry).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
  const { amount, currency, ...rest } = params;
  const vars: Vars =
    amount !== undefined && currency
      ? { ...rest, amount: moneyVar(amountMinor(amount, currency), currency) }
      : params;
  return translate(lang, action, vars);
}
