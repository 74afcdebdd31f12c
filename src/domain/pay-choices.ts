import type { PayChoice } from './contracts/payments';
import { defaultPayChoice } from './pay-choice';

/** A decimal string's minor units ("0.225" → 225); the API always sends the currency's decimals. */
export function minorOf(amount: string): number {
  const digits = amount.replace('.', '');
  return /^\d+$/.test(digits) ? Number.parseInt(digits, 10) : 0;
}

export const hasFee = (choice: PayChoice) => minorOf(choice.fee) > 0;

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
      feeMinor: minorOf(choice.fee),
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
