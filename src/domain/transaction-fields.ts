/**
 * Fields a transaction list row can show, in their default order; a plugin's Table Headers
 * reorder and hide them (SPEC 3 "Transaction field config"). The server keeps a config per
 * field name; the PWA renders a cell per name.
 */
export const TRANSACTION_FIELD_NAMES = [
  'id',
  'state',
  'gateway',
  'amount',
  'paid_amount',
  'fee',
  'currency_code',
  'customer_name',
  'customer_email',
  'customer_phone',
  'description',
  'unit',
  'initiator',
  'plugin',
  'created',
  'state_changed_at',
] as const;
export type TransactionFieldName = (typeof TRANSACTION_FIELD_NAMES)[number];
