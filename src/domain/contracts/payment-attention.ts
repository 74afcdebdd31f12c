/**
 * The "needs attention" list (issue 24) under /api/v1/payment-attention: bank successes no
 * transaction could take, and the ways staff resolve one (resolve_paymentattention).
 * Which actions a row offers is src/domain/payment-attention.ts; the answer carries them.
 */
import { type Static, Type } from 'typebox';
import {
  ATTENTION_ACTIONS,
  ATTENTION_FILTERS,
  ATTENTION_REASONS,
  ATTENTION_STATES,
} from '../payment-attention.ts';
import { Nullable } from './common.ts';

export const AttentionParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const AttentionListQuery = Type.Object({
  state: Type.Enum(ATTENTION_FILTERS, { type: 'string', default: 'open' }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
});
export type AttentionListQuery = Static<typeof AttentionListQuery>;

export const AttentionItem = Type.Object({
  id: Type.String(),
  reason: Type.Enum(ATTENTION_REASONS, { type: 'string' }),
  state: Type.Enum(ATTENTION_STATES, { type: 'string' }),
  transaction_id: Type.String(),
  transaction_state: Type.String(),
  plugin: Type.String(),
  /** What the bank took, formatted in its currency ("20.000"). */
  amount: Type.String(),
  currency: Type.String(),
  gateway_code: Type.String(),
  gateway_name_en: Type.String(),
  gateway_name_ar: Type.String(),
  /** What the provider calls the payment (KNET payment id, reference, auth; MyFatoorah ids). */
  provider_refs: Type.Record(Type.String(), Type.String()),
  /** Set once refunded or released: that refund's (or release's) own state at the provider. */
  refund_status: Type.Union([Type.Enum(['pending', 'done', 'refused'], { type: 'string' }), Type.Null()]),
  actions: Type.Array(Type.Enum(ATTENTION_ACTIONS, { type: 'string' })),
  created_at: Type.String({ format: 'date-time' }),
  resolved_by: Nullable(Type.String()),
  resolved_at: Nullable(Type.String({ format: 'date-time' })),
});
export type AttentionItem = Static<typeof AttentionItem>;

export const AttentionList = Type.Object({
  count: Type.Integer(),
  results: Type.Array(AttentionItem),
});
export type AttentionList = Static<typeof AttentionList>;

export const AttentionCount = Type.Object({ open: Type.Integer() });
export type AttentionCount = Static<typeof AttentionCount>;

export const AttentionResolved = Type.Object({
  message: Type.String(),
  item: AttentionItem,
});
export type AttentionResolved = Static<typeof AttentionResolved>;
