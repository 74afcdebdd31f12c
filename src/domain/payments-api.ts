/**
 * Refund, capture and void of a transaction. These routes belong to the transaction actions,
 * so their shapes move to src/domain/contracts with that group's contract.
 */
import type { TransactionState } from './transaction-states';

/** POST /api/v1/plugins/{plugin}/transaction/{id}/refund and /capture; /void takes {}. */
export interface MoneyActionRequest {
  /** Null or absent: everything available. */
  amount?: string | null;
}

export interface MoneyActionResponse {
  message: string;
  state: TransactionState;
  paid_amount: string;
  refunded_amount: string;
  captured_amount: string;
  /** What a further refund (or, while authorized, capture) may take. */
  available_amount: string;
}
