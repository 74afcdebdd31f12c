import { describe, expect, it } from 'vitest';
import { exportBatches } from '../../../../server/modules/transaction-export/batches.ts';
import { type Cell, exportColumns } from '../../../../server/modules/transaction-export/cells.ts';
import { csvStream } from '../../../../server/modules/transaction-export/csv.ts';
import { CHUNK_CHARS } from '../../../../server/modules/transaction-export/text-chunks.ts';
import { xlsxStream } from '../../../../server/modules/transaction-export/xlsx.ts';
import { firstSheet, parseCsv } from '../../export-files.ts';
import { createTestApp } from '../../helper.ts';
import { seedTransaction } from '../transaction-actions/fixtures.ts';

const app = await createTestApp();

const columns = [
  { label: 'Transaction ID', width: 38 },
  { label: 'Customer name', width: 16 },
  { label: 'Amount', width: 16 },
];

// Two batches far bigger than one piece of text, with Arabic (two bytes a character in V8).
const ROWS = 2 * 1500;
const rowAt = (i: number): Cell[] => [
  { kind: 'text', value: `tx-${String(i).padStart(5, '0')}` },
  { kind: 'text', value: i % 2 ? `محمد العلي ${i}` : `Noura "Q", ${i}` },
  { kind: 'money', value: `${i}.250`, decimals: 3 },
];

async function* twoBatches(): AsyncGenerator<Cell[][]> {
  for (let start = 0; start < ROWS; start += ROWS / 2) {
    yield Array.from({ length: ROWS / 2 }, (_, k) => rowAt(start + k));
  }
}

describe('streaming an export', () => {
  it('hands CSV on in small pieces, however big a batch is, and the file still holds every row', async () => {
    const pieces: string[] = [];
    for await (const piece of csvStream(columns, twoBatches())) pieces.push(piece);
    // Whole batches would be strings of ~100,000 characters, which V8 frees only in a full GC.
    const longestRow = 64;
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan(CHUNK_CHARS + longestRow);
    const rows = parseCsv(pieces.join('').slice(1));
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[0]).toEqual(['Transaction ID', 'Customer name', 'Amount']);
    rows.slice(1).forEach((row, i) => {
      expect(row).toEqual(rowAt(i).map((cell) => cell.value));
    });
  });

  it('writes a workbook whose rows, read back, are the rows sent, across every piece', async () => {
    const parts: Buffer[] = [];
    for await (const part of xlsxStream({
      sheetName: 'Transactions',
      columns,
      batches: twoBatches(),
      rightToLeft: true,
    }))
      parts.push(part);
    const sheet = await firstSheet(Buffer.concat(parts));
    expect(sheet.rowCount).toBe(ROWS + 1);
    for (let i = 0; i < ROWS; i += 1) {
      const [id, name, amount] = rowAt(i);
      const row = sheet.getRow(i + 2);
      expect([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value]).toEqual([
        id?.value,
        name?.value,
        Number(amount?.value),
      ]);
    }
  });

  it('lets other requests run between batches instead of holding the server until the end', async () => {
    for (let i = 0; i < 3; i += 1) await seedTransaction(app, { plugin: 'bulk' });
    const source = {
      db: app.db,
      scope: { merchantId: 1, plugins: ['bulk'] as const, deleted: false, createdBy: null, filters: {} },
      ids: null,
      columns: exportColumns([{ name: 'id', label: 'id' }]),
      lang: 'en' as const,
    };
    // A request arriving meanwhile is a callback waiting for the event loop's next turn.
    let otherRequestRan = false;
    setImmediate(() => {
      otherRequestRan = true;
    });
    const ranBeforeBatch: boolean[] = [];
    for await (const _batch of exportBatches(source, 1)) ranBeforeBatch.push(otherRequestRan);
    expect(ranBeforeBatch).toHaveLength(3);
    expect(ranBeforeBatch.slice(1)).toEqual([true, true]);
  });
});
