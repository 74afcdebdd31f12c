/**
 * Food order totals, the same on the server (which prices every order itself) and in the
 * checkout UI (which shows what the server will charge). All amounts are integer minor units
 * of the menu's currency (src/domain/money.ts); percentages are basis points (1000 = 10 %).
 *
 * total = subtotal − discount + delivery charges + service charges, where
 * - a line is (unit price + option prices + add-on prices) × quantity, the unit price being
 *   the size's (or product's) discounted price when it has one, else its price (SPEC 4);
 * - catering lines take their category's plates as quantity (SPEC 7.2) and every catering
 *   category in the order adds its service charges once;
 * - the voucher discounts the subtotal only, never more than the subtotal, so the total is
 *   never below zero. A percentage is rounded half up to the minor unit.
 */
import type { VoucherActivation, VoucherType } from './contracts/food';
import { formatAmount, parseAmount } from './money';

export interface PricedLine {
  /** Size or product price, discounted when there is a discount. */
  unit_minor: number;
  /** Prices of the chosen option items (usually zero). */
  options_minor: number[];
  add_ons_minor: number[];
  quantity: number;
}

export interface PricingVoucher {
  discount_type: VoucherType;
  /** fixed: money off. */
  amount_minor: number;
  /** percentage: basis points. */
  percent_bp: number;
}

export interface OrderPricingInput {
  lines: PricedLine[];
  voucher: PricingVoucher | null;
  /** The delivery area's charges; zero for pickup. */
  delivery_charges_minor: number;
  /** Service charges of each catering category in the order. */
  service_charges_minor: number[];
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  delivery_charges: number;
  service_charges: number;
  total: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function lineTotal(line: PricedLine): number {
  return (line.unit_minor + sum(line.options_minor) + sum(line.add_ons_minor)) * line.quantity;
}

/**
 * Percent of an amount rounded half up, in BigInt so a large subtotal times basis points
 * cannot lose precision.
 */
function percentOf(amount: number, basisPoints: number): number {
  return Number((BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

export function voucherDiscount(subtotal: number, voucher: PricingVoucher | null): number {
  if (!voucher || subtotal <= 0) return 0;
  const wanted =
    voucher.discount_type === 'percentage'
      ? percentOf(subtotal, voucher.percent_bp)
      : voucher.discount_type === 'fixed'
        ? voucher.amount_minor
        : 0;
  return Math.min(Math.max(wanted, 0), subtotal);
}

export function orderTotals(input: OrderPricingInput): OrderTotals {
  const subtotal = sum(input.lines.map(lineTotal));
  const discount = voucherDiscount(subtotal, input.voucher);
  const delivery_charges = input.delivery_charges_minor;
  const service_charges = sum(input.service_charges_minor);
  return {
    subtotal,
    discount,
    delivery_charges,
    service_charges,
    total: subtotal - discount + delivery_charges + service_charges,
  };
}

/** The minimum order is checked on the subtotal, before any voucher. */
export function meetsMinimumOrder(subtotal: number, minimum: number): boolean {
  return subtotal >= minimum;
}

/** "10" or "12.5" percent → basis points; null when it is not a percent with ≤ 2 decimals. */
export function percentToBasisPoints(percent: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Basis points → the shortest percent text ("10", "12.5"). */
export function basisPointsToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** What voucher/activate/ answered, in the form orderTotals takes. */
export function voucherFromActivation(activation: VoucherActivation, currency: string): PricingVoucher {
  const none: PricingVoucher = { discount_type: activation.discount_type, amount_minor: 0, percent_bp: 0 };
  if (activation.discount_type === 'percentage') {
    return { ...none, percent_bp: percentToBasisPoints(activation.amount) ?? 0 };
  }
  if (activation.discount_type === 'fixed') {
    const parsed = parseAmount(activation.amount, currency);
    return { ...none, amount_minor: parsed.ok ? parsed.minor : 0 };
  }
  return none;
}

/** A voucher amount as the API writes it: percent text, or money with the currency's decimals. */
export function voucherAmountText(voucher: PricingVoucher, currency: string): string {
  if (voucher.discount_type === 'percentage') return basisPointsToPercent(voucher.percent_bp);
  return formatAmount(voucher.discount_type === 'fixed' ? voucher.amount_minor : 0, currency);
}
