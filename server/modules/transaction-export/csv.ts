import { neutralised, quotedField } from '../../lib/sheet-text.ts';
import type { Cell, ExportColumn } from './cells.ts';
import { TextChunks } from './text-chunks.ts';

function field(cell: Cell | string): string {
  const value =
    typeof cell === 'string' ? cell : cell.kind === 'money' ? cell.value : neutralised(cell.value);
  return quotedField(value);
}

/** RFC 4180 CSV with a UTF-8 byte order mark, so Excel reads Arabic text as UTF-8. */
export async function* csvStream(
  columns: readonly Pick<ExportColumn, 'label'>[],
  batches: AsyncIterable<Cell[][]>,
): AsyncGenerator<string> {
  yield `\ufeff${columns.map((column) => field(column.label)).join(',')}\r\n`;
  const chunks = new TextChunks();
  for await (const batch of batches) {
    for (const row of batch) {
      const full = chunks.add(`${row.map(field).join(',')}\r\n`);
      if (full) yield full;
    }
  }
  const rest = chunks.take();
  if (rest) yield rest;
}
