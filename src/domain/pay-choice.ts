/**
 * SPEC 4 "Default pay-choice selection":
 * - one choice: it;
 * - some choice carries a fee: the KPay choice carrying a fee (the cheapest KPay when
 *   several), else the choice with the lowest fee (the first on a tie);
 * - no choice carries a fee: KPay, else the first.
 * The "Best Choice" badge marks the default when it is KPay and there was a choice to make.
 */

export interface FeeChoice {
  gateway_code: string;
  gateway: string;
  /** Fee in minor units. */
  feeMinor: number;
}

export interface DefaultChoice {
  index: number;
  bestChoice: boolean;
}

export function isKpay(choice: Pick<FeeChoice, 'gateway_code' | 'gateway'>): boolean {
  return /k-?pay/i.test(choice.gateway_code) || /k-?pay/i.test(choice.gateway);
}

function cheapest(choices: readonly FeeChoice[], indexes: readonly number[]): number {
  let best = indexes[0] ?? 0;
  for (const index of indexes) {
    const fee = choices[index]?.feeMinor ?? 0;
    if (fee < (choices[best]?.feeMinor ?? 0)) best = index;
  }
  return best;
}

/** Index of the default choice, or null when there is nothing to choose from. */
export function defaultPayChoice(choices: readonly FeeChoice[]): DefaultChoice | null {
  if (choices.length === 0) return null;
  if (choices.length === 1) return { index: 0, bestChoice: false };
  const all = choices.map((_, index) => index);
  const kpay = all.filter((index) => isKpay(choices[index] as FeeChoice));
  const withFee = all.filter((index) => (choices[index]?.feeMinor ?? 0) > 0);
  let index: number;
  if (withFee.length > 0) {
    const kpayWithFee = kpay.filter((i) => withFee.includes(i));
    index = kpayWithFee.length > 0 ? cheapest(choices, kpayWithFee) : cheapest(choices, all);
  } else {
    index = kpay[0] ?? 0;
  }
  return { index, bestChoice: isKpay(choices[index] as FeeChoice) };
}
