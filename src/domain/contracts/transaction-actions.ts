/**
 * Actions on transactions (issue 4): the actions a row offers, the payment link by email or
 * SMS, delete and restore, and the bulk actions over selected rows. Refund, capture and void
 * of one transaction are payments' routes (contracts of the payments area).
 */
import { type Static, Type } from 'typebox';
import { ApiErrorBody, Lang, Nullable } from './common.ts';
import { PluginName, TransactionAction, TransactionScope } from './transactions.ts';

/** Bulk requests are capped: each id is its own database transaction, run one after another. */
const MAX_BULK_IDS = 1000;

const TransactionId = Type.String({ minLength: 1, maxLength: 64 });

/** `/plugins/{plugin}/transaction/{id}/…` of one row. */
export const ActionParams = Type.Object({ plugin: PluginName, id: TransactionId });

/** GET /plugins/{plugin}/transaction/actions/{id}/ */
export const TransactionActions = Type.Array(TransactionAction);

/** Email and SMS: the language of the message, else the transaction's own. */
export const SendLinkQuery = Type.Object({ lang: Type.Optional(Lang) });

export const BulkScopeParams = Type.Object({ scope: TransactionScope });
export const BulkActionParams = Type.Object({
  scope: TransactionScope,
  action: Type.Enum(['refund', 'capture', 'email', 'sms'], { type: 'string' }),
});

/** POST|DELETE a table action's url with the selected ids. */
export const BulkActionRequest = Type.Object({
  ids: Type.Array(TransactionId, { minItems: 1, maxItems: MAX_BULK_IDS }),
  /** Refund/capture: null takes everything available on each. */
  amount: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
});
export type BulkActionRequest = Static<typeof BulkActionRequest>;

const BulkResults = Type.Array(
  Type.Object({ id: Type.String(), ok: Type.Boolean(), message: Type.String() }),
);

/** 200: all applied; 207: some (the results say which). */
export const BulkActionResponse = Type.Object({ message: Type.String(), results: BulkResults });
export type BulkActionResponse = Static<typeof BulkActionResponse>;

/** 400: none applied (message and results), or an invalid request (per-field messages). */
export const BulkActionRefusal = Type.Object(
  { ...ApiErrorBody.properties, results: Type.Optional(BulkResults) },
  {
    additionalProperties: Type.Array(Type.String()),
    description: 'None applied (message and results), or the error shape of an invalid request.',
  },
);
