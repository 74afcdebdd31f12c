/**
 * The customer payment restriction's rules (issue 19, SPEC 2.2 and 5), judged the same by the
 * dashboard form and by the API: per currency an optional minimum and maximum, each a positive
 * amount in that currency's decimals, the minimum not above the maximum; and at least one allowed
 * gateway unless every gateway is.
 */
import { parseAmount } from './money.ts';

export const BOUND_FIELDS = ['min_amount', 'max_amount'] as const;
export type BoundField = (typeof BOUND_FIELDS)[number];

/** What is wrong with a bound; each side words it in the reader's language. */
export type BoundError =
  | { key: 'not_positive' }
  | { key: 'too_many_decimals'; decimals: number }
  | { key: 'max_below_min' };

export interface BoundsText {
  min_amount: string | null;
  max_amount: string | null;
}

export interface CheckedBounds {
  /** Minor units; null for no bound (an empty field). */
  minMinor: number | null;
  maxMinor: number | null;
  errors: Partial<Record<BoundField, BoundError>>;
}

function readBound(text: string | null, currency: string): { minor: number | null; error?: BoundError } {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return { minor: null };
  const parsed = parseAmount(trimmed, currency);
  if (parsed.ok) return { minor: parsed.minor };
  if (parsed.error.key === 'too_many_decimals')
    return { minor: null, error: { key: 'too_many_decimals', decimals: parsed.error.decimals } };
  return { minor: null, error: { key: 'not_positive' } };
}

/** One currency's bounds read into minor units, with what is wrong with each field. */
export function checkBounds(bounds: BoundsText, currency: string): CheckedBounds {
  const min = readBound(bounds.min_amount, currency);
  const max = readBound(bounds.max_amount, currency);
  const errors: CheckedBounds['errors'] = {};
  if (min.error) errors.min_amount = min.error;
  if (max.error) errors.max_amount = max.error;
  if (min.minor !== null && max.minor !== null && min.minor > max.minor)
    errors.max_amount = { key: 'max_below_min' };
  return { minMinor: min.minor, maxMinor: max.minor, errors };
}

/** SPEC 5: "one gateway at least should be selected", unless every gateway is allowed. */
export const gatewaysChosen = (allGateways: boolean, codes: readonly string[]): boolean =>
  allGateways || codes.length > 0;

/** Where a field's error sits in the API's error body and in the form: amounts.KWD.max_amount. */
export const boundErrorField = (currency: string, field: BoundField) => `amounts.${currency}.${field}`;
