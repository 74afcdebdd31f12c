/**
 * One interface for every payment gateway (ARCHITECTURE.md "Payments"). The payments
 * core calls these inside its database transaction, with the transaction row locked;
 * an adapter never changes transaction state itself — it reports what the gateway did
 * and the core applies it through the state machine.
 */
import type { DbHandle } from '../db/handle.ts';
import type { AttemptRow, GatewayRow, TransactionRow } from './repository.ts';

export interface StartInput {
  trx: DbHandle;
  transaction: TransactionRow;
  attempt: AttemptRow;
  gateway: GatewayRow;
  lang: 'en' | 'ar';
  /** Where the customer's browser goes when the gateway is done with them. */
  resultUrl: string;
}

export interface StartOutcome {
  redirectUrl: string;
  /** Set when the payment is decided at once, without a hosted page (cash on delivery). */
  immediate?: 'cod';
}

/** What a verified gateway callback says happened to an attempt. */
export interface CallbackOutcome {
  callbackId: string;
  attemptId: string;
  result: 'approved' | 'declined' | 'canceled';
  reference: string;
}

export type VerifyResult =
  | { ok: true; outcome: CallbackOutcome }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

export interface MoneyInput {
  attempt: AttemptRow;
  gateway: GatewayRow;
  amountMinor: number;
}

export interface MoneyOutcome {
  ok: boolean;
  reference: string;
}

export interface GatewayAdapter {
  readonly name: string;
  start(input: StartInput): Promise<StartOutcome>;
  /** Checks signature, freshness and shape of a callback; never touches the database. */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: Date,
  ): VerifyResult;
  refund(input: MoneyInput): Promise<MoneyOutcome>;
  capture(input: MoneyInput): Promise<MoneyOutcome>;
  void(input: MoneyInput): Promise<MoneyOutcome>;
}
