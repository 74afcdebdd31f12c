import type { PayChoice } from './contracts/payments';
import { amountMinor } from './money';
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
