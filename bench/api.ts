import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { PUBLISHED_DEMO_PASSWORDS } from '../server/db/demo-accounts';
import { percentile, progress, type Row } from './report';

const CONNECTIONS = 50;
const WARM_UP_S = 2;
const MEASURE_S = 6;
const P95_BUDGET_MS = 50;
const DEMO_ADMIN = { username: 'admin', password: PUBLISHED_DEMO_PASSWORDS.admin };
const JSON_HEADERS = { 'content-type': 'application/json' };

/** What the dashboard's create form sends: three demo gateways, so pay choices compute fees. */
const PAYMENT_REQUEST = {
  amount: '12.500',
  currency_code: 'KWD',
  customer_name: 'Bench Customer',
  customer_phone: '+96550000000',
  description: 'Benchmark order',
  pg_codes: ['knet', 'kpay', 'card'],
};

/** Logs in once: the server throttles after repeated failures, and the bench server's tokens last an hour. */
export async function logIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/user/token/`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!response.ok) throw new Error(`login as ${DEMO_ADMIN.username} answered ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

export async function createPaymentRequest(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/plugins/payment_request/transaction`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
    body: JSON.stringify(PAYMENT_REQUEST),
  });
  if (response.status !== 201) throw new Error(`creating a payment request answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Headers made anew for every request. */
  perRequest?: () => Record<string, string>;
}

interface Load {
  /** Successful (2xx) responses per second. */
  rps: number;
  /** 95th percentile latency of every response, in milliseconds. */
  p95: number;
  /** Non-2xx responses, errors and timeouts: any of them makes the figure meaningless. */
  failures: number;
}

async function load(target: Target, durationS: number): Promise<Load> {
  const latencies: number[] = [];
  const { perRequest, ...fixed } = target;
  const requests = perRequest
    ? [
        {
          setupRequest: (request: { headers?: Record<string, string> }) => ({
            ...request,
            headers: { ...request.headers, ...perRequest() },
          }),
        },
      ]
    : undefined;
  const run = autocannon({ ...fixed, requests, connections: CONNECTIONS, duration: durationS, timeout: 10 });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  return {
    rps: result['2xx'] / result.duration,
    p95: percentile(latencies, 95),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A short unmeasured run first, so JIT compilation and pool start-up stay out of the figures. */
async function measure(name: string, target: Target): Promise<Load> {
  progress(`${name}: ${WARM_UP_S} s warm-up, ${MEASURE_S} s at ${CONNECTIONS} connections`);
  await load(target, WARM_UP_S);
  return load(target, MEASURE_S);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const rate = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;
const failed = (result: Load) => (result.failures ? ` (${result.failures} failed requests)` : '');

/**
 * Requests per second and p95 latency of payment creation (without and with an
 * Idempotency-Key) and pay choices, beside the health route measured against the same
 * server in the same run, so the shares cancel out how busy the machine is.
 */
export async function measureApi(database: string, baseUrl: string, creationShare: number, rows: Row[]) {
  const token = await logIn(baseUrl);
  const transactionId = await createPaymentRequest(baseUrl, token);
  const api = `${baseUrl}/api/v1`;
  const health = await measure(`${database} health`, { url: `${api}/health`, method: 'GET' });
  const createTarget: Target = {
    url: `${api}/plugins/payment_request/transaction`,
    method: 'POST',
    headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
    body: JSON.stringify(PAYMENT_REQUEST),
  };
  const creation = await measure(`${database} payment creation`, createTarget);
  // Each request its own key, as a client sending every creation once does: the key is
  // stored in the batch's commit beside the row.
  const keyedCreation = await measure(`${database} payment creation with Idempotency-Key`, {
    ...createTarget,
    perRequest: () => ({ 'idempotency-key': randomUUID() }),
  });
  const choices = await measure(`${database} pay choices`, {
    url: `${api}/plugins/payment_request/transaction/pay-choices/${transactionId}`,
    method: 'POST',
    headers: JSON_HEADERS,
    body: '{}',
  });
  const share = (result: Load) => `${((100 * result.rps) / health.rps).toFixed(1)}% of health`;
  const at = `${CONNECTIONS} conns`;
  rows.push(
    {
      measure: `${database}: GET /api/v1/health (reference, ${at})`,
      value: `${rate(health.rps)}, p95 ${ms(health.p95)}${failed(health)}`,
      budget: '—',
      met: null,
    },
    {
      measure: `${database}: payment creation req/s (payment_request, staff bearer token)`,
      value: `${rate(creation.rps)} = ${share(creation)}${failed(creation)}`,
      budget: `≥ ${creationShare}% of health`,
      met: creation.failures === 0 && creation.rps >= (creationShare / 100) * health.rps,
    },
    {
      measure: `${database}: payment creation p95 (${at})`,
      value: ms(creation.p95),
      budget: `≤ ${P95_BUDGET_MS} ms`,
      met: creation.failures === 0 && creation.p95 <= P95_BUDGET_MS,
    },
    {
      measure: `${database}: payment creation with a unique Idempotency-Key each, req/s`,
      value: `${rate(keyedCreation.rps)} = ${share(keyedCreation)}${failed(keyedCreation)}`,
      budget: `≥ ${creationShare}% of health`,
      met: keyedCreation.failures === 0 && keyedCreation.rps >= (creationShare / 100) * health.rps,
    },
    {
      measure: `${database}: payment creation with Idempotency-Key p95 (${at})`,
      value: ms(keyedCreation.p95),
      budget: `≤ ${P95_BUDGET_MS} ms`,
      met: keyedCreation.failures === 0 && keyedCreation.p95 <= P95_BUDGET_MS,
    },
    {
      measure: `${database}: pay-choices req/s`,
      value: `${rate(choices.rps)} = ${share(choices)}${failed(choices)}`,
      budget: '—',
      met: choices.failures === 0 ? null : false,
    },
    {
      measure: `${database}: pay-choices p95 (${at})`,
      value: ms(choices.p95),
      budget: `≤ ${P95_BUDGET_MS} ms`,
      met: choices.failures === 0 && choices.p95 <= P95_BUDGET_MS,
    },
  );
}
