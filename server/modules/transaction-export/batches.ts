import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DbHandle } from '../../db/handle.ts';
import type { Lang } from '../../lib/i18n.ts';
import {
  exportCount as countRows,
  type ExportCursor,
  exportBatch,
  type ListScope,
} from '../transactions/service.ts';
import { type Cell, type ExportColumn, rowCells } from './cells.ts';

/**
 * Rows per read. A batch of 1,000 took ~13 MB of short-lived objects to read and convert, a
 * whole young generation, so V8 promoted each batch to the old generation and the heap grew
 * by ~130 MB per export until a full collection; at 250 rows they die young (measured with
 * bench/export.ts) for a few hundred more round trips.
 */
export const EXPORT_BATCH = 250;

export interface ExportSource {
  db: DbHandle;
  scope: ListScope;
  /** Selected rows only (export_type=selected). */
  ids: string[] | null;
  columns: readonly ExportColumn[];
  lang: Lang;
}

/** How many rows the export will hold, sent up front for the download's progress. */
export const exportCount = (source: ExportSource): Promise<number> => countRows(source.db, source);

/**
 * The export's rows in the list's order (newest first), a batch at a time: each batch starts
 * where the last ended, so no row is read twice or kept after it is written.
 */
export async function* exportBatches(
  source: ExportSource,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Cell[][]> {
  let cursor: ExportCursor | null = null;
  for (;;) {
    const rows = await exportBatch(source.db, source, cursor, batchSize);
    if (!rows.length) return;
    yield rows.map((row) => rowCells(row, source.columns, source.lang));
    // PGlite answers inside the same tick and a socket that keeps up never signals 'drain':
    // without a turn of the event loop here an export would hold the whole server until done.
    await nextTurn();
    const last = rows[rows.length - 1];
    if (rows.length < batchSize || !last) return;
    cursor = { created: last.cursor_created, id: last.id };
  }
}
