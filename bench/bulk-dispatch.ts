/**
 * Dispatching 10,000 bulk rows: `npx tsx bench/bulk-dispatch.ts [pglite|postgres|all]`.
 * Imports a file of 10,000 valid one-time payment requests (each to be sent by email) through
 * the API of the production server, presses Dispatch and waits for the upload to turn
 * `dispatched`: by then every row has its transaction and its queued outbox message, so rows
 * per second is 10,000 over that time. The server sends through a real SMTP server started
 * here; emails per second (from Dispatch to the last message received) is reported, not
 * budgeted. Budget (issue 22): ≥ 500 rows/s on PostgreSQL. BENCH_BEFORE_ENTRY=<dist-server/
 * main.js of an older build> measures that build first, on its own freshly seeded database.
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { SMTPServer } from 'smtp-server';
import { logIn } from './api';
import { progress } from './report';
import { benchOnSeededDatabases } from './seeded-databases';

const ROWS = Number(process.env.BENCH_DISPATCH_ROWS ?? 10_000);
const BUDGET_ROWS_S = 500;
const POLL_MS = 100;
const EMAIL_TIMEOUT_MS = 300_000;
const HEADER = ['amount', 'currency_code', 'customer_name', 'gateways', 'email', 'send_email', 'description'];

const csv = (prefix: string) =>
  [
    HEADER.join(','),
    ...Array.from({ length: ROWS }, (_, i) =>
      [
        `${1 + (i % 90)}.250`,
        'KWD',
        `Tenant ${i + 1}`,
        'knet',
        `${prefix}${i + 1}@example.com`,
        'yes',
        'Rent',
      ].join(','),
    ),
  ].join('\r\n');

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
await new Promise<void>((resolve) =>
  sink.listen(Number(process.env.BENCH_SMTP_PORT ?? 0), '127.0.0.1', resolve),
);
// The servers the bench starts inherit this environment.
process.env.SMTP_URL = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;

interface Upload {
  id: string;
  state: string;
  valid: number;
}

async function waitFor(baseUrl: string, token: string, id: string, until: (upload: Upload) => boolean) {
  while (true) {
    const res = await fetch(`${baseUrl}/api/v1/plugins/bulk/uploads/${id}?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const upload = (await res.json()) as Upload;
    if (until(upload)) return upload;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

await benchOnSeededDatabases('bulk-dispatch', {
  servers: process.env.BENCH_BEFORE_ENTRY
    ? [{ label: 'before', entry: process.env.BENCH_BEFORE_ENTRY }, { label: 'after' }]
    : undefined,
  async fill() {},
  async measure(engine, baseUrl, rows, name) {
    const token = await logIn(baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    const form = new FormData();
    form.append('file', new Blob([csv(name.replace(/\W/g, '').toLowerCase())]), 'rents.csv');
    const answer = await fetch(`${baseUrl}/api/v1/plugins/bulk/uploads?kind=one_time`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    if (!answer.ok) throw new Error(`importing answered ${answer.status}: ${await answer.text()}`);
    const { id } = (await answer.json()) as Upload;
    const ready = await waitFor(baseUrl, token, id, (upload) => upload.state !== 'validating');
    if (ready.valid !== ROWS) throw new Error(`${ready.valid} of ${ROWS} rows valid`);

    progress(`${name}: dispatching ${ROWS} rows (load ${loadavg()[0]?.toFixed(2)})`);
    const mailBefore = received;
    const startedAt = performance.now();
    const press = await fetch(`${baseUrl}/api/v1/plugins/bulk/uploads/${id}/dispatch`, {
      method: 'POST',
      headers: auth,
    });
    if (press.status !== 202) throw new Error(`Dispatch answered ${press.status}: ${await press.text()}`);
    await waitFor(baseUrl, token, id, (upload) => upload.state === 'dispatched');
    const dispatchS = (performance.now() - startedAt) / 1000;
    const rate = ROWS / dispatchS;
    rows.push({
      measure: `${name}: ${ROWS} rows to transactions + outbox`,
      value: `${rate.toFixed(0)} rows/s (${dispatchS.toFixed(2)} s; load ${loadavg()[0]?.toFixed(2)})`,
      budget: engine === 'PostgreSQL' ? `≥ ${BUDGET_ROWS_S} rows/s` : '—',
      met: engine === 'PostgreSQL' ? rate >= BUDGET_ROWS_S : null,
    });

    while (received - mailBefore < ROWS && performance.now() - startedAt < EMAIL_TIMEOUT_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const mailS = (performance.now() - startedAt) / 1000;
    const sent = received - mailBefore;
    rows.push({
      measure: `${name}: emails received by the SMTP server`,
      value: `${(sent / mailS).toFixed(0)} emails/s (${sent} of ${ROWS} in ${mailS.toFixed(1)} s)`,
      budget: '—',
      met: null,
    });
  },
});
