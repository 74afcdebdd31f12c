import type { Generated } from 'kysely';

/** Tables of the staff dashboard (issue 4): bulk uploads, table headers, list counters. */
export interface BulksTable {
  id: Generated<string>;
  merchant_id: number;
  name: string;
  created_at: Generated<Date>;
}

/** A merchant's saved table-header config; fields without a row use their defaults. */
export interface TransactionFieldsTable {
  merchant_id: number;
  plugin: string;
  name: string;
  label_en: string;
  label_ar: string;
  is_active: boolean;
  position: number;
}

/** Kept by a trigger on transactions; read by the list's count. */
export interface TransactionCountsTable {
  merchant_id: number;
  plugin: string;
  deleted: boolean;
  state: string;
  currency: string;
  /** '' when the transaction has no attempt yet. */
  gateway_code: string;
  n: string | number;
}

declare module './tables-payments.ts' {
  interface TransactionsTable {
    bulk_id: string | null;
    /** Catalogue and food rows: what was sold. */
    product_type: string | null;
    /** Gateway of the latest attempt, written by a trigger on payment_attempts (never by code). */
    gateway_code: Generated<string | null>;
  }
}
