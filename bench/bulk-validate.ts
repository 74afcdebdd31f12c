/**
 * Importing a 100,000-row bulk file: `npx tsx bench/bulk-validate.ts [pglite|postgres|all]`.
 * Writes a CSV and an XLSX (Excel's shape: shared strings) of one-time payment requests, every
 * column filled with varied values and about 2 % of rows wrong in one way or another, then
 * imports each through the API of the production server and waits until the upload has left
 * `validating`. Reported per file: wall time from sending the file to the upload being ready,
 * and the server process's peak resident memory above its idle RSS just before the import
 * (the kernel's own peak, VmHWM, reset through /proc/PID/clear_refs before the import; on
 * PostgreSQL the database's processes are not counted), each file on a freshly started
 * server. Budgets (issue 22): ≤ 20 s and ≤ 150 MB above idle for each file. BENCH_BEFORE_ENTRY=<dist-server/main.js of an older build>
 * measures that build first, on its own freshly seeded database, for a before/after at the
 * same load.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { logIn } from './api';
import { progress } from './report';
import { benchOnSeededDatabases } from './seeded-databases';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 100_000);
const BUDGET_S = 20;
const BUDGET_MB = 150;
const POLL_MS = 100;
const COLUMNS = [
  'amount',
  'currency_code',
  'customer_name',
  'gateways',
  'language',
  'email',
  'phone',
  'send_email',
  'send_sms',
  'description',
  'expiry',
];
const FIRST = ['Fatima', 'Ahmad', 'Noura', 'Yousef', 'Maryam', 'Khaled', 'فاطمة', 'أحمد', 'نورة', 'يوسف'];
const LAST = ['Al-Sabah', 'Al-Mutairi', 'Al-Ajmi', 'Al-Enezi', 'الصباح', 'المطيري', 'العجمي'];
const TERMS = ['Term 1 fees', 'Term 2 fees', 'Rent, flat 4', 'Membership 2027', 'رسوم الفصل الثاني'];
const GATEWAYS = ['knet', 'knet, card', 'kpay', 'card;knet'];

/** Row n's cells: every 50th row has one mistake, a different one each time. */
function cells(n: number): string[] {
  const name = `${FIRST[n % FIRST.length]} ${LAST[(n * 7) % LAST.length]}`;
  const row = [
    `${1 + (n % 400)}.${String((n * 37) % 1000).padStart(3, '0')}`,
    'KWD',
    name,
    GATEWAYS[n % GATEWAYS.length] as string,
    n % 3 === 0 ? 'ar' : 'en',
    `customer${n}@example.com`,
    `+9655${String(1_000_000 + n).slice(-7)}`,
    n % 4 === 0 ? 'no' : 'yes',
    n % 5 === 0 ? 'yes' : 'no',
    TERMS[n % TERMS.length] as string,
    n % 2 ? '2031-12-31 23:59' : '',
  ];
  if (n % 50 === 7) {
    const mistakes: [number, string][] = [
      [0, '-5'],
      [0, '1.2345'],
      [5, 'not-an-email'],
      [3, 'paypal'],
      [10, '2001-01-01'],
      [1, 'XYZ'],
    ];
    const [column, value] = mistakes[Math.floor(n / 50) % mistakes.length] as [number, string];
    row[column] = value;
    if (column === 5) row[7] = 'yes';
  }
  return row;
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function writeCsv(path: string) {
  const lines = [COLUMNS.join(',')];
  for (let n = 1; n <= ROWS; n += 1) lines.push(cells(n).map(csvField).join(','));
  writeFileSync(path, `${lines.join('\r\n')}\r\n`);
}

async function writeXlsx(path: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Requests');
  sheet.addRow(COLUMNS).commit();
  for (let n = 1; n <= ROWS; n += 1) sheet.addRow(cells(n)).commit();
  sheet.commit();
  await workbook.commit();
}

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

interface Upload {
  id: string;
  state: string;
  rows: number;
  invalid: number;
}

async function importFile(baseUrl: string, token: string, path: string, name: string): Promise<Upload> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path)]), name);
  const auth = { authorization: `Bearer ${token}` };
  const response = await fetch(`${baseUrl}/api/v1/plugins/bulk/uploads?kind=one_time`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (!response.ok)
    throw new Error(`importing ${name} answered ${response.status}: ${await response.text()}`);
  let upload = (await response.json()) as Upload;
  while (upload.state === 'validating') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const detail = await fetch(`${baseUrl}/api/v1/plugins/bulk/uploads/${upload.id}?limit=1`, {
      headers: auth,
    });
    upload = (await detail.json()) as Upload;
  }
  return upload;
}

const dir = mkdtempSync(join(tmpdir(), 'gulfpay-bulk-bench-'));
const files = { csv: join(dir, 'requests.csv'), xlsx: join(dir, 'requests.xlsx') };
progress(`writing ${ROWS} rows as CSV and XLSX in ${dir}`);
writeCsv(files.csv);
await writeXlsx(files.xlsx);
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

const builds = process.env.BENCH_BEFORE_ENTRY
  ? [{ label: 'before', entry: process.env.BENCH_BEFORE_ENTRY }, { label: 'after' }]
  : [{ label: '' }];
const FORMATS = ['csv', 'xlsx'] as const;

// Each file on a server of its own: PGlite's heap keeps what one import grew it by, so a second
// import on the same server would measure from the first's high-water mark.
await benchOnSeededDatabases('bulk-validate', {
  servers: builds.flatMap((build) =>
    FORMATS.map((format) => ({ label: `${build.label} ${format.toUpperCase()}`.trim(), entry: build.entry })),
  ),
  async fill() {},
  async measure(_engine, baseUrl, rows, name, server) {
    const format = name.endsWith('XLSX') ? 'xlsx' : 'csv';
    const token = await logIn(baseUrl);
    // The server's allocations from seeding and logging in settle before its idle figure.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idle = statusMb(server.pid, 'VmRSS');
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    progress(`${name}: importing (idle RSS ${idle.toFixed(0)} MB, load ${loadavg()[0]?.toFixed(2)})`);
    const startedAt = performance.now();
    const upload = await importFile(baseUrl, token, files[format], `requests.${format}`);
    const wallS = (performance.now() - startedAt) / 1000;
    const aboveMb = statusMb(server.pid, 'VmHWM') - idle;
    const counts = `${upload.rows} rows, ${upload.invalid} invalid, ${upload.state}`;
    rows.push({
      measure: `${name}: ${ROWS} rows, file to ready`,
      value: `${wallS.toFixed(2)} s (${counts}; load ${loadavg()[0]?.toFixed(2)})`,
      budget: `≤ ${BUDGET_S} s`,
      met: upload.state === 'ready' && upload.rows === ROWS && wallS <= BUDGET_S,
    });
    rows.push({
      measure: `${name}: peak RSS above idle`,
      value: `${aboveMb.toFixed(0)} MB (idle ${idle.toFixed(0)} MB)`,
      budget: `≤ ${BUDGET_MB} MB`,
      met: aboveMb <= BUDGET_MB,
    });
  },
});
