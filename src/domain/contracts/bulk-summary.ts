/**
 * An upload's money (issue 22) and its rows that match links still unpaid from other uploads.
 * Amounts are decimal strings with the currency's decimals ("12.500"), as every contract
 * carries money.
 */
import { type Static, Type } from 'typebox';
import { Nullable, Paginated, PaginationQuery } from './common.ts';

/** How many requests and their total. */
export const BulkMoney = Type.Object({ count: Type.Integer(), amount: Type.String() });
export type BulkMoney = Static<typeof BulkMoney>;

/**
 * One currency of an upload. requested: every link made for it (each recurring occurrence
 * too) plus the valid rows still to send; to_send: those rows alone; paid: links paid or held
 * by a card gateway (refunds do not reduce it; they are `refunded`, apart); outstanding: links
 * a customer still owes (unpaid, not cancelled, not expired).
 */
export const BulkCurrencySummary = Type.Object({
  currency: Type.String(),
  requested: BulkMoney,
  to_send: BulkMoney,
  paid: BulkMoney,
  outstanding: BulkMoney,
  refunded: Type.String(),
});
export type BulkCurrencySummary = Static<typeof BulkCurrencySummary>;

export const BulkSummary = Type.Object({ currencies: Type.Array(BulkCurrencySummary) });
export type BulkSummary = Static<typeof BulkSummary>;

/** A row of this upload billing a customer who still owes the same amount from another upload. */
export const BulkMatch = Type.Object({
  row: Type.Integer(),
  row_id: Type.Integer(),
  customer_name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  amount: Type.String(),
  currency_code: Type.String(),
  /** The other upload's newest unpaid link to the same customer for the same amount. */
  transaction_id: Type.String(),
  upload_id: Type.String(),
  file_name: Type.String(),
  sent_at: Type.String(),
  /** How many such links the customer has in all (usually 1). */
  links: Type.Integer(),
});
export type BulkMatch = Static<typeof BulkMatch>;

export const BulkMatchQuery = PaginationQuery;
/** count: how many rows match (the warning states it). */
export const BulkMatchPage = Paginated(BulkMatch);
export type BulkMatchPage = Static<typeof BulkMatchPage>;
