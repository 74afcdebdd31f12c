import type { AttentionReason } from '../../../src/domain/payment-attention.ts';
import type { DbHandle } from '../../db/handle.ts';

export interface AttentionNews {
  merchantId: number;
  transactionId: string;
  attemptId: string;
  reason: AttentionReason;
}

export type AttentionHook = (trx: DbHandle, news: AttentionNews) => Promise<void>;
let hook: AttentionHook | null = null;

/**
 * Who hears of a new needs-attention row (the owner's email), in the database transaction that
 * writes it, so the row and its news commit together. One listener; an app built again replaces it.
 */
export function onPaymentAttention(listener: AttentionHook): void {
  hook = listener;
}

export async function announceAttention(trx: DbHandle, news: AttentionNews): Promise<void> {
  if (hook) await hook(trx, news);
}
