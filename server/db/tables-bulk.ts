import type { Generated } from 'kysely';
import type {
  BulkDispatchKind,
  BulkKind,
  BulkRowError,
  BulkRowFields,
  BulkState,
} from '../../src/domain/bulk-rows.ts';
import type { Json, NullableJson, NullableTimestamp, Timestamp } from './column-types.ts';

/** Tables of the bulk plugin (issue 22): uploaded files of payment requests and their rows. */
export interface BulkUploadsTable {
  id: Generated<string>;
  merchant_id: number;
  file_name: string;
  uploaded_by: number | null;
  /** The uploader's username, kept when the account goes. */
  uploader: string;
  kind: BulkKind;
  state: Generated<BulkState>;
  /** The file's header in its order, as written. */
  columns: Json<string[]>;
  row_count: Generated<number>;
  valid_count: Generated<number>;
  invalid_count: Generated<number>;
  created_at: Timestamp;
  /** A recurring upload's time of day ("HH:mm", Kuwait) for its occurrences, set when dispatched. */
  occurrence_time: Generated<string | null>;
  /** Cancel a row's unpaid earlier links when its next occurrence goes out. */
  cancel_unpaid_earlier: Generated<boolean>;
  recurrence_stopped_at: NullableTimestamp;
  /** Rows of the file checked so far while `validating`. */
  checked_count: Generated<number>;
  /** The file's data rows as counted on receipt (empty ones included): the progress's end. */
  expected_rows: Generated<number>;
  /** Message key of why the last file could not be read, shown in the reader's language. */
  failure: Generated<string | null>;
}

/** A received file waiting for (or under) its check; gone once its rows are in. */
export interface BulkUploadFilesTable {
  upload_id: string;
  file_type: 'csv' | 'xlsx';
  file_name: string;
  /** Who sent it, for the Admin log when its rows are in. */
  actor: string;
  /** A corrected file for an upload that was ready: its rows replace the upload's. */
  reimport: Generated<boolean>;
  /** The last row number staged: a resumed check skips up to it. */
  checked_through: Generated<number>;
  lease_owner: Generated<string | null>;
  lease_until: NullableTimestamp;
  created_at: Timestamp;
}

/** A received file's bytes in order, a part a row (20261201000000-bulk-file-parts.ts says why). */
export interface BulkUploadFilePartsTable {
  upload_id: string;
  part: number;
  bytes: Uint8Array;
}

/** Rows checked but not yet the upload's: moved into bulk_upload_rows in one commit. */
export interface BulkStagedRowsTable {
  upload_id: string;
  row_number: number;
  cells: Json<Record<string, string>>;
  fields: NullableJson<BulkRowFields>;
  errors: Json<BulkRowError[]>;
  search_text: string;
}

export interface BulkUploadRowsTable {
  id: Generated<string>;
  upload_id: string;
  /** As the spreadsheet shows it: the header is row 1. */
  row_number: number;
  /** The cells by column, as text. */
  cells: Json<Record<string, string>>;
  /** The row as it will be billed; null while it has errors. */
  fields: NullableJson<BulkRowFields>;
  errors: Json<BulkRowError[]>;
  deleted: Generated<boolean>;
  /** Lower-cased name, email and phone, for the review's search. */
  search_text: Generated<string>;
  /** The payment request the dispatch made of the row. */
  transaction_id: Generated<string | null>;
  /** Why the dispatch could not make it (e.g. a gateway turned off since the check). */
  dispatch_failure: Generated<string | null>;
  /** A recurring row's next occurrence to make: its index in the series (0: the start date). */
  next_occurrence: Generated<number | null>;
  next_occurrence_at: NullableTimestamp;
  recurrence_stopped_at: NullableTimestamp;
}

/** One dispatch of an upload: who started it, when, and what it made. */
export interface BulkDispatchesTable {
  id: Generated<string>;
  upload_id: string;
  started_by: number | null;
  /** The starter's username, kept when the account goes. */
  starter: string;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  /** The valid rows when it started. */
  total: number;
  created_count: Generated<number>;
  email_count: Generated<number>;
  sms_count: Generated<number>;
  failed_count: Generated<number>;
  /** The upload's first dispatch, or one occurrence of its recurring rows. */
  kind: Generated<BulkDispatchKind>;
  /** An occurrence's instant. */
  occurrence_at: NullableTimestamp;
  /** Rows of a recurring upload whose series starts later: the dispatch scheduled them. */
  scheduled_count: Generated<number>;
}

/** What one dispatch (or recurring occurrence) made of one row: its transaction, or why not. */
export interface BulkDispatchItemsTable {
  dispatch_id: string;
  row_id: string;
  transaction_id: string | null;
  failure: string | null;
}

/** An upload's reminders: the link again to unpaid customers every `every_days`, at most `times`. */
export interface BulkReminderPlansTable {
  upload_id: string;
  every_days: number;
  times: number;
  /** Who set the plan last. */
  set_by: string;
  updated_at: Generated<Date>;
}

/** A reminder sent: once per transaction and number. */
export interface BulkRemindersTable {
  transaction_id: string;
  number: number;
  sent_at: Timestamp;
  /** The round that sent it (null for reminders sent before rounds were kept). */
  round_id: string | null;
}

/** An upload's reminders falling due together, sent in batches and logged once when done. */
export interface BulkReminderRoundsTable {
  id: Generated<string>;
  upload_id: string;
  /** Who set the plan when the round began: its messages and its entry are in that name. */
  set_by: string;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  link_count: Generated<number>;
  email_count: Generated<number>;
  sms_count: Generated<number>;
}
