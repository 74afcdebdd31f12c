/**
 * The staff dashboard's transactions (issue 4, SPEC 7.5): lists, details, list options, table
 * headers and the statistics blocks. `{plugin}` in their paths is a PluginKind, or `all` for
 * the all-plugins list (only the plugins the user may access). Amounts are decimal strings
 * with the currency's decimals; times are ISO 8601 strings.
 */
import { type Static, Type } from 'typebox';
import { PLUGIN_KINDS } from '../plugins.ts';
import { TRANSACTION_FIELD_NAMES } from '../transaction-fields.ts';
import { TRANSACTION_STATES } from '../transaction-states.ts';
import { Choice, Lang, Nullable, Paginated, PaginationQuery } from './common.ts';

// Enums keep `type: 'string'`: a value of another type is reported as such, as before.
export const TransactionScope = Type.Enum(['all', ...PLUGIN_KINDS], { type: 'string' });
export type TransactionScope = Static<typeof TransactionScope>;
export const PluginName = Type.Enum(PLUGIN_KINDS, { type: 'string' });
export const StateName = Type.Enum(TRANSACTION_STATES, { type: 'string' });
const FieldName = Type.Enum(TRANSACTION_FIELD_NAMES, { type: 'string' });

/** `/plugins/{plugin}/transaction` and the routes beside it. */
export const ScopeParams = Type.Object({ plugin: TransactionScope });
/** Table headers belong to one plugin. */
export const PluginParams = Type.Object({ plugin: PluginName });
export const TransactionDetailParams = Type.Object({
  plugin: TransactionScope,
  id: Type.String({ maxLength: 64 }),
});

const Many = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 });
/** YYYY-MM-DD (a whole day in Asia/Kuwait) or an ISO time. */
const DateBound = Type.String({ maxLength: 40 });

/** The list's search and filters: the list, its statistics and its export accept the same. */
export const TransactionListFilters = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Many),
  gateway_code: Type.Optional(Many),
  currency_code: Type.Optional(Many),
  initiator: Type.Optional(Many),
  unit: Type.Optional(Many),
  bulk: Type.Optional(Many),
  product_type: Type.Optional(Many),
  created_after: Type.Optional(DateBound),
  created_before: Type.Optional(DateBound),
  state_changed_at_after: Type.Optional(DateBound),
  state_changed_at_before: Type.Optional(DateBound),
});

/**
 * Query of GET /plugins/{plugin}/transaction and /deleted_transaction: repeated filters
 * (state=paid&state=failed) take several values.
 */
export const TransactionListQuery = Type.Object({
  ...PaginationQuery.properties,
  ...TransactionListFilters.properties,
});
/** As the PWA sends it: limit and offset may be left out, the server fills their defaults. */
export type TransactionListQuery = Static<typeof TransactionListFilters> &
  Partial<Static<typeof PaginationQuery>>;

/** SPEC 3 "Action". `url` is the API path (under /api/v1) the action calls. */
export const ActionValue = Type.Enum(['refund', 'capture', 'void', 'email', 'sms', 'delete', 'restore'], {
  type: 'string',
});
export type ActionValue = Static<typeof ActionValue>;

export const TransactionAction = Type.Object({
  value: ActionValue,
  display_name: Type.String(),
  icon: Type.String(),
  url: Type.String(),
  method: Type.Enum(['GET', 'POST', 'DELETE'], { type: 'string' }),
  /** Refund and capture: the most the action may take. */
  available_amount: Type.Optional(Type.String()),
  /** Email and SMS: the share message per language and the phone it goes to. */
  data: Type.Optional(
    Type.Object({ message_en: Type.String(), message_ar: Type.String(), phone: Nullable(Type.String()) }),
  ),
});
export type TransactionAction = Static<typeof TransactionAction>;

/** A capture, refund or void recorded against a transaction: the expandable child rows. */
export const ChildTransaction = Type.Object({
  id: Type.String(),
  kind: Type.Enum(['capture', 'refund', 'void'], { type: 'string' }),
  amount: Type.String(),
  currency_code: Type.String(),
  created: Type.String(),
  initiator: Nullable(Type.String()),
  /** Asked of the provider, not confirmed yet (a MyFatoorah refund until its webhook). */
  pending: Type.Boolean(),
});
export type ChildTransaction = Static<typeof ChildTransaction>;

/** SPEC 3 "Transaction row". */
export const TransactionRow = Type.Object({
  id: Type.String(),
  plugin: PluginName,
  state: StateName,
  /** Paid on a provider's test account: no real money moved (src/domain/test-payments.ts). */
  test_payment: Type.Boolean(),
  gateway_code: Nullable(Type.String()),
  gateway_name: Nullable(Type.String()),
  pg_codes: Type.Array(Type.String()),
  amount: Type.String(),
  original_amount: Type.String(),
  paid_amount: Type.String(),
  fee: Type.String(),
  paid_attempt_fee: Type.String(),
  currency_code: Type.String(),
  customer_name: Type.String(),
  customer_email: Nullable(Type.String()),
  customer_phone: Nullable(Type.String()),
  description: Type.String(),
  unit: Nullable(Type.String()),
  initiator: Nullable(Type.String()),
  created: Type.String(),
  state_changed_at: Type.String(),
  deleted_at: Nullable(Type.String()),
  delivery_location: Nullable(Type.Object({ lat: Type.Number(), lng: Type.Number() })),
  /** The plugin's own data of the transaction, as stored. */
  extra: Nullable(Type.Record(Type.String(), Type.Unknown())),
  actions: Type.Array(TransactionAction),
  txns: Type.Array(ChildTransaction),
});
export type TransactionRow = Static<typeof TransactionRow>;

/**
 * Answer of the list and the deleted list. With a search, a date range, or a unit, initiator,
 * bulk or product type filter, the server counts at most a cap of rows (10,000; 1,000 with a
 * search) per request: past it `count_exact` is false and `count` is the cap, shown as
 * "10,000+". Pages past the cap follow `next`.
 */
export const TransactionPage = Type.Object({
  ...Paginated(TransactionRow).properties,
  count_exact: Type.Boolean(),
});
export type TransactionPage = Static<typeof TransactionPage>;

/** An active column: its field and its label in the request language. */
export const ActiveField = Type.Object({ name: FieldName, label: Type.String() });

/** SPEC 3 "Filter data" plus what the list needs: OPTIONS /plugins/{plugin}/transaction */
export const TransactionListOptions = Type.Object({
  filters: Type.Object({
    states: Type.Array(Choice),
    gateways: Type.Array(Choice),
    currencies: Type.Array(Choice),
    created_by: Type.Array(Choice),
    units: Type.Array(Choice),
    bulks: Type.Array(Choice),
    product_types: Type.Array(Choice),
  }),
  /** Active fields only, ordered. */
  fields: Type.Array(ActiveField),
  /** Table-level actions for selected rows (bulk). */
  table_actions: Type.Array(
    Type.Object({
      value: ActionValue,
      display_name: Type.String(),
      url: Type.String(),
      method: Type.Enum(['POST', 'DELETE'], { type: 'string' }),
    }),
  ),
  /** What this user may use; the UI hides the rest (the server still checks every call). */
  can: Type.Object({
    statistics: Type.Boolean(),
    search: Type.Boolean(),
    export: Type.Boolean(),
    table_headers: Type.Boolean(),
  }),
});
export type TransactionListOptions = Static<typeof TransactionListOptions>;

/** GET /plugins/{plugin}/transaction/{id} and /deleted_transaction/{id}. */
export const TransactionDetail = Type.Object({
  id: Type.String(),
  plugin: PluginName,
  state: StateName,
  /** Paid on a provider's test account: no real money moved (src/domain/test-payments.ts). */
  test_payment: Type.Boolean(),
  /** The refund/capture dialog's amount rules and label follow it (SPEC 5). */
  currency_code: Type.String(),
  /** Label/value rows of the Details toolbar; null when the plugin's details cannot be built. */
  details: Nullable(Type.Array(Type.Object({ label: Type.String(), value: Type.String() }))),
  payment_url: Nullable(Type.String()),
  /** Language of the transaction: the share message follows it. */
  language: Lang,
  share: Nullable(Type.Object({ message_en: Type.String(), message_ar: Type.String() })),
  /** The plugin's own data, as the rows carry it: a catalogue order's lines are read from it. */
  extra: Nullable(Type.Record(Type.String(), Type.Unknown())),
  actions: Type.Array(TransactionAction),
  txns: Type.Array(ChildTransaction),
});
export type TransactionDetail = Static<typeof TransactionDetail>;

/** SPEC 3 "Transaction field config": GET/PATCH /plugins/{plugin}/transaction/fields */
export const TransactionFieldConfig = Type.Object({
  name: FieldName,
  /** The field's built-in English name, shown beside the editable labels. */
  verbose_name: Type.String(),
  label_en: Type.String(),
  label_ar: Type.String(),
  is_active: Type.Boolean(),
  order: Type.Integer(),
});
export type TransactionFieldConfig = Static<typeof TransactionFieldConfig>;
export const TransactionFieldConfigs = Type.Array(TransactionFieldConfig);

const Label = Type.String({ minLength: 1, maxLength: 64 });

export const UpdateTransactionFieldsRequest = Type.Object(
  {
    fields: Type.Array(
      Type.Object({
        name: FieldName,
        label_en: Label,
        label_ar: Label,
        is_active: Type.Boolean(),
        order: Type.Integer({ minimum: 0, maximum: 1000 }),
      }),
      { minItems: 1, maxItems: TRANSACTION_FIELD_NAMES.length },
    ),
  },
  { additionalProperties: false },
);
export type UpdateTransactionFieldsRequest = Static<typeof UpdateTransactionFieldsRequest>;

/** GET /plugins/{plugin}/currency_statistics (same filters as the list): one entry per currency. */
export const CurrencyStatistics = Type.Object({
  currency_code: Type.String(),
  total_generated: Type.String(),
  total_received: Type.String(),
  net_balance: Type.String(),
});
export type CurrencyStatistics = Static<typeof CurrencyStatistics>;
export const CurrencyStatisticsList = Type.Array(CurrencyStatistics);
