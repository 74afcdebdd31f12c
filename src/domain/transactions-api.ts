/**
 * Request and response shapes of the staff dashboard's transaction API (issue 4).
 * `{scope}` in paths is a PluginKind, or `all` for the all-plugins Dashboard list (only the
 * plugins the user may access). Amounts are decimal strings with the currency's decimals;
 * times are ISO 8601 strings. Lists use limit/offset in and Paginated<T> out.
 */
import type { Choice, Lang, Paginated } from './contracts/common';
import type { PluginKind } from './plugins';
import type { TransactionState } from './transaction-states';

export type TransactionScope = PluginKind | 'all';

/** Fields a list row can show, in their default order; Table Headers reorders and hides them. */
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

/** SPEC 3 "Transaction field config". GET/PATCH /api/v1/plugins/{plugin}/transaction/fields */
export interface TransactionFieldConfig {
  name: TransactionFieldName;
  /** The field's built-in English name, shown beside the editable labels. */
  verbose_name: string;
  label_en: string;
  label_ar: string;
  is_active: boolean;
  order: number;
}
export interface UpdateTransactionFieldsRequest {
  fields: Pick<TransactionFieldConfig, 'name' | 'label_en' | 'label_ar' | 'is_active' | 'order'>[];
}

/** SPEC 3 "Action". `url` is the API path (under /api/v1) the action calls. */
export type ActionValue = 'refund' | 'capture' | 'void' | 'email' | 'sms' | 'delete' | 'restore';
export interface TransactionAction {
  value: ActionValue;
  display_name: string;
  icon: string;
  url: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** Refund and capture: the most the action may take. */
  available_amount?: string;
  /** Email and SMS: the share message per language and the phone it goes to. */
  data?: { message_en: string; message_ar: string; phone: string | null };
}

/** A capture, refund or void recorded against a transaction: the expandable child rows. */
export interface ChildTransaction {
  id: string;
  kind: 'capture' | 'refund' | 'void';
  amount: string;
  currency_code: string;
  created: string;
  initiator: string | null;
}

/** SPEC 3 "Transaction row". */
export interface TransactionRow {
  id: string;
  plugin: PluginKind;
  state: TransactionState;
  gateway_code: string | null;
  gateway_name: string | null;
  pg_codes: string[];
  amount: string;
  original_amount: string;
  paid_amount: string;
  fee: string;
  paid_attempt_fee: string;
  currency_code: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  description: string;
  unit: string | null;
  initiator: string | null;
  created: string;
  state_changed_at: string;
  deleted_at: string | null;
  delivery_location: { lat: number; lng: number } | null;
  extra: Record<string, unknown> | null;
  actions: TransactionAction[];
  txns: ChildTransaction[];
}

/**
 * Query of GET /api/v1/plugins/{scope}/transaction and /deleted_transaction (SPEC 7.5).
 * Repeated filters (state, gateway_code…) accept several values. Dates are YYYY-MM-DD
 * (whole days in Asia/Kuwait) or ISO times.
 */
export interface TransactionListQuery {
  limit?: number;
  offset?: number;
  q?: string;
  state?: string[];
  gateway_code?: string[];
  currency_code?: string[];
  initiator?: string[];
  unit?: string[];
  bulk?: string[];
  product_type?: string[];
  created_after?: string;
  created_before?: string;
  state_changed_at_after?: string;
  state_changed_at_before?: string;
}

/**
 * Answer of GET /api/v1/plugins/{scope}/transaction and /deleted_transaction. With a search,
 * a date range, or a unit, initiator, bulk or product type filter, the server counts at most a
 * cap of rows (10,000; 1,000 with a search) per request: past it `count_exact` is false and
 * `count` is the cap, shown as "10,000+". Pages past the cap follow `next`.
 */
export interface TransactionPage extends Paginated<TransactionRow> {
  count_exact: boolean;
}

/** SPEC 3 "Filter data" plus what the list needs: OPTIONS /api/v1/plugins/{scope}/transaction */
export interface TransactionListOptions {
  filters: {
    states: Choice[];
    gateways: Choice[];
    currencies: Choice[];
    created_by: Choice[];
    units: Choice[];
    bulks: Choice[];
    product_types: Choice[];
  };
  /** Active fields only, ordered, labels in the request language. */
  fields: { name: TransactionFieldName; label: string }[];
  /** Table-level actions for selected rows (bulk). */
  table_actions: { value: ActionValue; display_name: string; url: string; method: 'POST' | 'DELETE' }[];
  /** What this user may use; the UI hides the rest (the server still checks every call). */
  can: { statistics: boolean; search: boolean; export: boolean; table_headers: boolean };
}

/** GET /api/v1/plugins/{scope}/currency_statistics (same filters as the list). */
export interface CurrencyStatistics {
  currency_code: string;
  total_generated: string;
  total_received: string;
  net_balance: string;
}

/** POST|DELETE a table action's url with the selected ids. 200 all applied; 207 some. */
export interface BulkActionRequest {
  ids: string[];
  /** Refund/capture: null takes everything available on each. */
  amount?: string | null;
}
export interface BulkActionResponse {
  message: string;
  results: { id: string; ok: boolean; message: string }[];
}

/** GET /api/v1/plugins/{scope}/transaction/{id} and /deleted_transaction/{id}. */
export interface TransactionDetail {
  id: string;
  plugin: PluginKind;
  state: TransactionState;
  /** The refund/capture dialog's amount rules and label follow it (SPEC 5). */
  currency_code: string;
  /** Label/value rows of the Details toolbar; null when the plugin's details cannot be built. */
  details: { label: string; value: string }[] | null;
  payment_url: string | null;
  /** Language of the transaction: the share message follows it. */
  language: Lang;
  share: { message_en: string; message_ar: string } | null;
  actions: TransactionAction[];
  txns: ChildTransaction[];
}

/**
 * GET /api/v1/plugins/{scope}/transaction/export: the list's filters plus these. Streams the
 * file (Content-Disposition attachment); X-Export-Rows carries the row count up front so the
 * download can show progress.
 */
export interface TransactionExportQuery extends TransactionListQuery {
  file_format: 'csv' | 'xlsx';
  export_type: 'default' | 'selected';
  language: Lang;
  /** With export_type=selected. */
  ids?: string[];
}

/** OPTIONS /api/v1/plugins/{scope}/transaction/export (view_export_settings). */
export interface TransactionExportOptions {
  formats: Choice[];
  languages: Choice[];
  /** The columns an export holds: active fields, ordered, labels in the request language. */
  fields: { name: TransactionFieldName; label: string }[];
}

/** Dashboard home (SPEC 7.7). Periods are computed in Asia/Kuwait. */
export const REPORT_PERIODS = ['day', 'week', 'month', 'year', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** OPTIONS /api/v1/dashboard/statistics */
export interface StatisticsOptions {
  period_choices: Choice[];
  default_period: ReportPeriod;
}

export interface Sparkline {
  /** Bucket start times (ISO) and values, oldest first. */
  labels: string[];
  values: number[];
}

/** Per currency: money is never summed across currencies. */
export interface MoneyByCurrency {
  currency_code: string;
  value: string;
}

/** GET /api/v1/dashboard/statistics?period=&date_after=&date_before= (view_paymenttransaction_statistics) */
export interface DashboardStatistics {
  period: ReportPeriod;
  date_after: string;
  date_before: string;
  /** Total transactions in the period: the paid ones (created in the period). Growth in percent vs the previous period. */
  total_paid: { value: number; growth: number | null; chart: Sparkline };
  /** GMV: paid amounts per currency, most paid rows first; growth and chart follow that first currency. */
  total_amount_paid: { values: MoneyByCurrency[]; growth: number | null; chart: Sparkline };
  /** (paid+authorized+cod) ÷ (those + failed + attempted), percent with one decimal (server/modules/dashboard/statistics.ts). */
  success_rate: { value: number; growth: number | null; chart: Sparkline };
  paid_per_gateway: { name: string; code: string; logo: string | null; value: number }[];
  success_rate_per_gateway: { name: string; code: string; logo: string | null; value: number }[];
  product_wise_sales: { name: string; plugin: PluginKind; count: number; values: MoneyByCurrency[] }[];
}

/** GET /api/v1/dashboard/avg_txn_size?year=YYYY */
export interface AverageTransactionSize {
  year: number;
  /** The ten selectable years, newest first (current year first). */
  years: number[];
  /** Per currency, twelve monthly averages of paid transactions as decimal strings. */
  series: { currency_code: string; months: string[] }[];
}

/** SPEC 3 "Recent transaction": GET /api/v1/dashboard/recent_orders */
export interface RecentTransaction {
  id: string;
  plugin: PluginKind;
  customer_email: string | null;
  amount: string;
  currency_code: string;
  state: TransactionState;
  created: string;
  actions: TransactionAction[];
}
