// `npm run bench:export-writers [runs]` (default 3): the transaction export's XLSX writer
// (server/modules/transaction-export/xlsx.ts over zip.ts) beside exceljs's streaming writer,
// 100,000 rows of Arabic text and amounts each, written to a file. Each run of each writer is
// its own child process, the writers alternating, so neither inherits the other's heap: wall
// and CPU seconds of the writing, the child's peak RSS (VmHWM) and its growth over the RSS
// before writing (both children load both writers), and the file's size. exceljs-unstyled
// (useStyles: false, no bold header, no money format) is the floor of what exceljs costs. Every
// file is then read back whole with exceljs's streaming reader (row count, first and last row).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Cell, ExportColumn } from '../server/modules/transaction-export/cells';
import { xlsxStream } from '../server/modules/transaction-export/xlsx';
import { median, progress } from './report';

const ROWS = 100_000;
const BATCH = 250; // the export's own batch (server/modules/transaction-export/batches.ts)
const WRITERS = ['project', 'exceljs', 'exceljs-unstyled'] as const;
type Writer = (typeof WRITERS)[number];

const COLUMNS: Pick<ExportColumn, 'label' | 'width'>[] = [
  ['المعرف', 38],
  ['الحالة', 16],
  ['بوابة الدفع', 16],
  ['المبلغ', 16],
  ['المبلغ المدفوع', 16],
  ['الرسوم', 16],
  ['العملة', 16],
  ['اسم العميل', 16],
  ['البريد الإلكتروني للعميل', 28],
  ['هاتف العميل', 16],
  ['الوصف', 36],
  ['الوحدة', 16],
  ['المُنشئ', 16],
  ['الإضافة', 16],
  ['تاريخ الإنشاء', 20],
  ['تاريخ تغير الحالة', 20],
].map(([label, width]) => ({ label: String(label), width: Number(width) }));

const NAMES = [
  'محمد العنزي',
  'فاطمة الرشيدي',
  'عبدالله المطيري',
  'نورة العجمي',
  'يوسف الكندري',
  'مريم الصباح',
];
const ITEMS = ['اشتراك شهري', 'طلب مطعم: مشاوي مشكلة', 'تذكرة حفل', 'رسوم دراسية', 'فاتورة صيانة'];
const STATES = ['مدفوعة', 'بانتظار الدفع', 'ملغاة', 'مستردة جزئياً'];
const GATEWAYS = ['كي نت', 'بطاقة ائتمان', 'الدفع عند الاستلام'];
const UNITS = ['فرع السالمية', 'فرع حولي', 'المتجر الإلكتروني'];
const PLUGINS = ['طلب دفع', 'المتجر', 'الفعاليات', 'طلبات الطعام'];

const text = (value: string): Cell => ({ kind: 'text', value });
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const kwd = (minor: number): Cell => ({ kind: 'money', value: (minor / 1000).toFixed(3), decimals: 3 });
const stamp = (i: number) =>
  new Date(Date.UTC(2025, 0, 1) + i * 61_000).toISOString().slice(0, 19).replace('T', ' ');

/** The cells of row i, shaped as rowCells() makes them for an Arabic export. */
function row(i: number): Cell[] {
  const amount = 1_000 + ((i * 7_919) % 250_000);
  return [
    text(`${(i * 2_654_435_761).toString(16).padStart(8, '0')}-4e1f-9a2b-${String(i).padStart(12, '0')}`),
    text(pick(STATES, i)),
    text(pick(GATEWAYS, i)),
    kwd(amount),
    kwd(i % 4 === 1 ? 0 : amount),
    kwd(Math.round(amount / 40)),
    text('KWD'),
    text(pick(NAMES, i)),
    text(`customer${i % 5_000}@example.com`),
    text(`+965 ${String(50_000_000 + i).slice(0, 8)}`),
    text(`${pick(ITEMS, i)} رقم ${i} — شكراً لتعاملكم معنا`),
    text(pick(UNITS, i)),
    text(pick(NAMES, i + 3)),
    text(pick(PLUGINS, i)),
    text(stamp(i)),
    text(stamp(i + 30)),
  ];
}

async function* batches(): AsyncGenerator<Cell[][]> {
  for (let start = 0; start < ROWS; start += BATCH) {
    yield Array.from({ length: Math.min(BATCH, ROWS - start) }, (_, k) => row(start + k));
  }
}

async function writeProject(path: string) {
  const body = xlsxStream({
    sheetName: 'المعاملات',
    columns: COLUMNS,
    batches: batches(),
    rightToLeft: true,
  });
  await pipeline(Readable.from(body), createWriteStream(path));
}

/** With `styled`, what the export needs: a bold header and money shown with its decimals. */
async function writeExceljs(path: string, styled: boolean) {
  const file = createWriteStream(path);
  const closed = new Promise<void>((resolve, reject) =>
    file.on('close', () => resolve()).on('error', reject),
  );
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: file,
    useSharedStrings: false,
    useStyles: styled,
  });
  const sheet = book.addWorksheet('المعاملات', {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((column) => ({ header: column.label, width: column.width }));
  if (styled) sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const money = '#,##0.000';
  for await (const batch of batches()) {
    for (const cells of batch) {
      const added = sheet.addRow(
        cells.map((cell) => (cell.kind === 'money' ? Number(cell.value) : cell.value)),
      );
      // Each row's own currency decides its decimals, so the format is set per cell, not per column.
      cells.forEach((cell, index) => {
        if (styled && cell.kind === 'money') added.getCell(index + 1).numFmt = money;
      });
      added.commit();
    }
  }
  sheet.commit();
  await book.commit();
  await closed;
}

/** VmHWM of this process in MB: the most memory it ever held resident. */
const peakRssMb = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;

async function child(writer: Writer, path: string) {
  const idleMb = peakRssMb();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await (writer === 'project' ? writeProject(path) : writeExceljs(path, writer === 'exceljs'));
  const wallS = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuS = (used.user + used.system) / 1e6;
  console.log(JSON.stringify({ wallS, cpuS, idleMb, peakMb: peakRssMb(), bytes: statSync(path).size }));
}

/** Reads the whole file back as a spreadsheet program would: every row, and two of them by value. */
async function check(path: string) {
  let rows = 0;
  let first: unknown[] = [];
  let last: unknown[] = [];
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(path, {})) {
    for await (const read of sheet) {
      rows += 1;
      const values = (read.values as unknown[]).slice(1);
      if (rows === 2) first = values;
      last = values;
    }
  }
  const expect = (cells: Cell[], got: unknown[]) =>
    cells.every(
      (cell, i) => String(got[i] ?? '') === (cell.kind === 'money' ? String(Number(cell.value)) : cell.value),
    );
  const ok = rows === ROWS + 1 && expect(row(0), first) && expect(row(ROWS - 1), last);
  console.log(JSON.stringify({ rows, ok, first: first.slice(0, 4) }));
}

interface Figures {
  wallS: number;
  cpuS: number;
  idleMb: number;
  peakMb: number;
  bytes: number;
}

function runChild(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    proc.on('error', reject);
    proc.on('exit', (code) =>
      code === 0
        ? resolve(out.trim().split('\n').at(-1) ?? '')
        : reject(new Error(`${args.join(' ')}: exit ${code}`)),
    );
  });
}

async function main(runs: number) {
  const dir = mkdtempSync(join(tmpdir(), 'export-writers-'));
  const results: Record<Writer, Figures[]> = { project: [], exceljs: [], 'exceljs-unstyled': [] };
  try {
    for (let run = 1; run <= runs; run += 1) {
      // Alternating, and starting with the other writer each run, so load on the machine falls on both.
      const order = run % 2 ? WRITERS : [...WRITERS].reverse();
      for (const writer of order) {
        const path = join(dir, `${writer}-${run}.xlsx`);
        const figures = JSON.parse(await runChild(['child', writer, path])) as Figures;
        results[writer].push(figures);
        const read = JSON.parse(await runChild(['check', path])) as { rows: number; ok: boolean };
        if (!read.ok) throw new Error(`${writer} run ${run}: the file reads back wrong (${read.rows} rows)`);
        progress(
          `run ${run} ${writer}: ${figures.wallS.toFixed(2)} s wall, ${figures.cpuS.toFixed(2)} s CPU, ` +
            `peak ${figures.peakMb.toFixed(0)} MB (idle ${figures.idleMb.toFixed(0)} MB), ` +
            `${(figures.bytes / 1024 / 1024).toFixed(1)} MB file, read back: ${read.rows} rows`,
        );
        rmSync(path);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const med = (writer: Writer, key: keyof Figures) => median(results[writer].map((figures) => figures[key]));
  console.log(
    `\n${ROWS.toLocaleString('en')} rows, Arabic, ${runs} runs each, medians (load ${loadavg()[0]?.toFixed(1)}):`,
  );
  const growth = (writer: Writer) => median(results[writer].map((f) => f.peakMb - f.idleMb));
  console.log('writer            wall s  CPU s  peak RSS MB  growth MB  file MB');
  for (const writer of WRITERS) {
    console.log(
      [
        writer.padEnd(16),
        med(writer, 'wallS').toFixed(2).padStart(6),
        med(writer, 'cpuS').toFixed(2).padStart(5),
        med(writer, 'peakMb').toFixed(0).padStart(11),
        growth(writer).toFixed(0).padStart(9),
        (med(writer, 'bytes') / 1024 / 1024).toFixed(1).padStart(7),
      ].join('  '),
    );
  }
  for (const writer of WRITERS.slice(1)) {
    const ratio = (key: keyof Figures) => (med(writer, key) / med('project', key)).toFixed(2);
    console.log(
      `${writer} / project: wall ${ratio('wallS')}×, CPU ${ratio('cpuS')}×, peak RSS ${ratio('peakMb')}×, ` +
        `growth ${(growth(writer) / growth('project')).toFixed(2)}×`,
    );
  }
}

const [mode, a, b] = process.argv.slice(2);
if (mode === 'child') await child(a as Writer, b ?? '');
else if (mode === 'check') await check(a ?? '');
else await main(Number(mode ?? 3) || 3);
