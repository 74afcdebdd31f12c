export interface Row {
  measure: string;
  value: string;
  budget: string;
  /** null: a reference figure or a part that could not run, judged by no budget. */
  met: boolean | null;
}

export const KB = 1024;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Nearest-rank percentile (p in 0–100) of unsorted samples. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const verdict = (met: boolean | null) => (met === null ? '—' : met ? 'PASS' : 'FAIL');

export function printTable(rows: Row[]) {
  const cells = rows.map((row) => [row.measure, row.value, row.budget, verdict(row.met)]);
  const header = ['measure', 'value', 'budget', 'result'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((cell) => cell[i]?.length ?? 0)),
  );
  const line = (cols: string[]) => cols.map((col, i) => col.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const cell of cells) console.log(line(cell));
}

/** Progress goes to stderr so the table on stdout stays clean when redirected. */
export const progress = (text: string) => console.error(`· ${text}`);
