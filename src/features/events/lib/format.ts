import { amountMinor } from '@/domain/money';

/** price × quantity in minor units, multiplied as integers (no float holds money). */
export const ticketTotal = (price: string, quantity: number, currency: string): number =>
  amountMinor(price, currency) * quantity;
