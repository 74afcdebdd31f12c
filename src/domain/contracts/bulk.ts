/** Bulk payment requests (issue 22): uploads of a file of rows, their rows and error table. */
import { type Static, Type } from 'typebox';
import { BULK_KINDS, BULK_STATES } from '../bulk-rows.ts';
import { BulkDispatchPreview, BulkDispatchProgress } from './bulk-dispatch.ts';
import { BulkRecurrence } from './bulk-recurrence.ts';
import { Nullable, Paginated, PaginationQuery } from './common.ts';

/** Checked by the server: an id that is no upload's answers 404, as a transaction's does. */
const UploadId = Type.String({ minLength: 1, maxLength: 64 });

export const BulkUploadParams = Type.Object({ bulk_id: UploadId });
export const BulkRowParams = Type.Object({ bulk_id: UploadId, row_id: Type.Integer({ minimum: 1 }) });

/** POST /plugins/bulk/uploads?kind=…: the file is the multipart field "file". */
export const BulkUploadQuery = Type.Object({ kind: Type.Enum(BULK_KINDS, { default: 'one_time' }) });
export type BulkUploadQuery = Static<typeof BulkUploadQuery>;

/** Rows of the received file checked so far, of the rows it holds. */
export const BulkValidationProgress = Type.Object({
  checked: Type.Integer(),
  total: Type.Integer(),
});
export type BulkValidationProgress = Static<typeof BulkValidationProgress>;

export const BulkUpload = Type.Object({
  id: Type.String(),
  file_name: Type.String(),
  uploader: Type.String(),
  kind: Type.Enum(BULK_KINDS),
  state: Type.Enum(BULK_STATES),
  rows: Type.Integer(),
  valid: Type.Integer(),
  invalid: Type.Integer(),
  /** The file's own header, in its order: the error report keeps it. */
  columns: Type.Array(Type.String()),
  created_at: Type.String(),
  /** How far the check of a received file got; null when no file is being checked. */
  validation: Nullable(BulkValidationProgress),
});
export type BulkUpload = Static<typeof BulkUpload>;

export const BulkUploadPage = Paginated(BulkUpload);
export type BulkUploadPage = Static<typeof BulkUploadPage>;

export const BulkRowError = Type.Object({
  column: Type.String(),
  key: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  /** In the request's language. */
  message: Type.String(),
});

/** A row as the file had it (cells by header, text as typed) and as it will be billed. */
export const BulkRow = Type.Object({
  id: Type.Integer(),
  row: Type.Integer(),
  cells: Type.Record(Type.String(), Type.String()),
  valid: Type.Boolean(),
  errors: Type.Array(BulkRowError),
  amount: Nullable(Type.String()),
  currency_code: Nullable(Type.String()),
  customer_name: Type.String(),
  /** A dispatched recurring row's next occurrence; null when none is left (over or stopped). */
  next_occurrence_at: Nullable(Type.String()),
});
export type BulkRow = Static<typeof BulkRow>;

export const BulkRowQuery = Type.Object({
  ...PaginationQuery.properties,
  q: Type.Optional(Type.String({ maxLength: 100 })),
  /** Only the rows without errors (true) or with (false). */
  valid: Type.Optional(Type.Boolean()),
});
export type BulkRowQuery = Static<typeof BulkRowQuery>;

export const BulkUploadDetail = Type.Object({
  ...BulkUpload.properties,
  rows_page: Paginated(BulkRow),
  /** What Dispatch would send now (zero once dispatched). */
  dispatch: BulkDispatchPreview,
  /** How far the latest dispatch got (running or finished); null before any. */
  progress: Nullable(BulkDispatchProgress),
  /** A recurring upload's schedule; null for a one-time upload. */
  recurrence: Nullable(BulkRecurrence),
  /** Why the last file sent could not be read, in the reader's language; null when it could. */
  failure: Nullable(Type.String()),
});
export type BulkUploadDetail = Static<typeof BulkUploadDetail>;

/** The error table: one line a bad cell (row, column, message, value). */
export const BulkErrorLine = Type.Object({
  row: Type.Integer(),
  row_id: Type.Integer(),
  column: Type.String(),
  message: Type.String(),
  value: Type.String(),
});
export const BulkErrorQuery = PaginationQuery;
export const BulkErrorPage = Paginated(BulkErrorLine);
export type BulkErrorPage = Static<typeof BulkErrorPage>;

export const BulkFileQuery = Type.Object({ file_format: Type.Enum(['csv', 'xlsx'], { default: 'csv' }) });
export type BulkFileQuery = Static<typeof BulkFileQuery>;

export const BulkSampleQuery = Type.Object({
  ...BulkFileQuery.properties,
  kind: Type.Enum(BULK_KINDS, { default: 'one_time' }),
  fields: Type.Enum(['required', 'all'], { default: 'required' }),
});
export type BulkSampleQuery = Static<typeof BulkSampleQuery>;

/** PATCH a row: the cells changed, by column; the row is checked again with the same rule. */
export const BulkRowPatch = Type.Object(
  {
    cells: Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 2000 }), {
      maxProperties: 20,
    }),
  },
  { additionalProperties: false },
);
export type BulkRowPatch = Static<typeof BulkRowPatch>;
