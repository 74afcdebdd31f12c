import { amountMinor } from '../../../src/domain/money.ts';
import { type Lang, moneyVar, translate, type Vars } from '../../lib/i18n.ts';
import type { ActivityParams } from './repository.ts';

/**
 * An entry of the log in the reader's language. Entries keep `amount` and `currency` as the
 * API's decimal text, so an amount is written with the one money format when it is read.
 * `changes` is no variable of the description: the Admin log lists it apart.
 */
export function describeActivity(lang: Lang, action: string, params: ActivityParams): string {
  const words = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const { amount, currency, ...rest } = words;
  const vars: Vars =
    amount !== undefined && currency
      ? { ...rest, amount: moneyVar(amountMinor(amount, currency), currency) }
      : words;
  return translate(lang, action, vars);
}
