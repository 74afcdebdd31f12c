import type { PayChoice } from './contracts/payments';
import { amountMinor, currencyDecimals, parseDecimal } from './money';
import { defaultPayChoice } from './pay-choice';

const feeMinor = (choice: PayChoice) => amountMinor(choice.fee, choice.currency_code);

export const hasFee = (choice: PayChoice) => feeMinor(choice) > 0;

/**
 * The choice selected at first: the server marks it (is_default); a list without a mark
 * (an older server) falls back to the same SPEC 4 rule in src/domain.
 */
export function defaultChoiceCode(choices: readonly PayChoice[]): string | null {
  const marked = choices.find((choice) => choice.is_default);
  if (marked) return marked.value;
  const picked = defaultPayChoice(
    choices.map((choice) => ({
      gateway_code: choice.gateway_code,
      gateway: choice.gateway,
      feeMinor: feeMinor(choice),
    })),
  );
  return picked ? (choices[picked.index]?.value ?? null) : null;
}

/** The selection kept while it is still offered; otherwise the default of the new list. */
export function keepOrDefault(choices: readonly PayChoice[], selected: string | null): string | null {
  return selected && choices.some((choice) => choice.value === selected)
    ? selected
    : defaultChoiceCode(choices);
}

export type SeenTotal = 'same' | 'changed' | 'unreadable';

/**
 * Issue 24: the pay call carries the total the customer saw (a choice's `amount`); a fee or
 * an amount changed since then makes the attempt's total another one, and nothing is charged.
 */
export function compareSeenTotal(seen: string, totalMinor: number, currency: string): SeenTotal {
  const parsed = parseDecimal(seen.trim(), currencyDecimals(currency));
  if (!parsed.ok) return 'unreadable';
  return parsed.minor === totalMinor ? 'same' : 'changed';
}
