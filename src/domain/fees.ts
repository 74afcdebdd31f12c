/**
 * Gateway fees: a fixed part in minor units plus a percentage in basis points, the
 * percentage rounded half-up to a whole minor unit. The customer pays amount + fee.
 */
import { assertMinor } from './money';

export interface FeeRule {
  fixedMinor: number;
  /** 1 bp = 0.01 %; 250 = 2.5 %. */
  basisPoints: number;
}

export interface FeeBreakdown {
  amountMinor: number;
  feeMinor: number;
  totalMinor: number;
}

export const MAX_FEE_BP = 10_000;

/** Percentage part alone; bigint inside because amount × bp can pass 2^53. */
export function percentageFee(amountMinor: number, basisPoints: number): number {
  assertMinor(amountMinor);
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > MAX_FEE_BP) {
    throw new RangeError(`Invalid fee basis points: ${basisPoints}`);
  }
  const scaled = BigInt(amountMinor) * BigInt(basisPoints);
  return Number((scaled + 5_000n) / 10_000n);
}

export function computeFee(amountMinor: number, rule: FeeRule): number {
  assertMinor(rule.fixedMinor);
  if (rule.fixedMinor < 0) throw new RangeError('A fixed fee cannot be negative');
  return rule.fixedMinor + percentageFee(amountMinor, rule.basisPoints);
}

export function feeBreakdown(amountMinor: number, rule: FeeRule): FeeBreakdown {
  if (amountMinor <= 0) throw new RangeError('An amount must be positive');
  const feeMinor = computeFee(amountMinor, rule);
  const totalMinor = amountMinor + feeMinor;
  assertMinor(totalMinor);
  return { amountMinor, feeMinor, totalMinor };
}
