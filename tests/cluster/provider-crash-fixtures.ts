import pg from 'pg';
import { expect } from 'vitest';
import type { PayResponse } from '../../src/domain/contracts/payments.ts';
import { ADMIN } from '../server/helper.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

/**
 * A shop on real server processes sharing one PostgreSQL database, for killing a server in
 * the middle of a payment and carrying on with a fresh one.
 */
export async function call<T>(
  server: ServerProcess,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${path}: ${response.status} ${text}`);
  return { location: response.headers.get('location') ?? '', body: (text ? JSON.parse(text) : null) as T };
}

export interface AttemptSeen {
  state: string;
  redirect_url: string | null;
  checks: number;
  provider_refs: Record<string, string>;
  reference: string;
}

export function crashShop(databaseUrl: string) {
  const servers: ServerProcess[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  const connected = db.connect();

  /**
   * A server whose reconciliation worker asks about due attempts every 100 ms, or (`quiet`)
   * never before the test kills it.
   */
  async function server(options: { quiet?: boolean } = {}) {
    const started = await startServerProcess({
      DATABASE_URL: databaseUrl,
      OUTBOUND_ALLOW_LOCAL: '1',
      SECRETS_KEY: 'cluster-secrets-key',
      RECONCILE_AFTER_MS: '300',
      RECONCILE_POLL_MS: options.quiet ? '3600000' : '100',
    });
    servers.push(started);
    return started;
  }

  async function signIn(on: ServerProcess) {
    return (await call<{ access: string }>(on, '/api/v1/user/token/', { method: 'POST', body: ADMIN })).body
      .access;
  }

  async function addGateway(
    on: ServerProcess,
    gateway: {
      adapter: 'knet' | 'myfatoorah';
      code: string;
      credentials: Record<string, string>;
      method?: string;
    },
  ) {
    const token = await signIn(on);
    await call(on, '/api/v1/admin/gateways', {
      method: 'POST',
      token,
      body: { adapter: gateway.adapter, code: gateway.code, name_en: gateway.code, name_ar: 'بوابة' },
    });
    await call(on, `/api/v1/admin/gateways/${gateway.code}`, {
      method: 'PATCH',
      token,
      body: {
        is_active: true,
        credentials: gateway.credentials,
        // The merchant bears the fee, so the amounts here are the payment's own.
        fee_payer: 'merchant',
        ...(gateway.method ? { provider_method: gateway.method } : {}),
      },
    });
  }

  /** A payment link of 12.500 KWD payable only through `code`. */
  async function paymentLink(on: ServerProcess, code: string) {
    const { body } = await call<{ id: string }>(on, '/api/v1/plugins/payment_request/transaction', {
      method: 'POST',
      token: await signIn(on),
      body: { amount: '12.500', currency_code: 'KWD', customer_name: 'Noura', pg_codes: [code] },
    });
    return body.id;
  }

  /** The customer presses Pay: the attempt is committed; answers its id. */
  async function pressPay(on: ServerProcess, transactionId: string, code: string) {
    const { body } = await call<PayResponse>(
      on,
      `/api/v1/plugins/payment_request/transaction/pay/${transactionId}`,
      {
        method: 'POST',
        body: { gateway_code: code },
      },
    );
    return body.attempt_id;
  }

  /** The browser at /gateway/go/{attempt}: where it is sent. */
  const go = async (on: ServerProcess, attemptId: string) =>
    (await call(on, `/gateway/go/${attemptId}`)).location;

  const attempt = async (id: string) => {
    await connected;
    const { rows } = await db.query<AttemptSeen>(
      'select state, redirect_url, checks, provider_refs, reference from payment_attempts where id = $1',
      [id],
    );
    return rows[0] as AttemptSeen;
  };

  const transactionState = async (id: string) => {
    await connected;
    const { rows } = await db.query<{ state: string }>('select state from transactions where id = $1', [id]);
    return rows[0]?.state;
  };

  const movements = async (transactionId: string) => {
    await connected;
    const { rows } = await db.query<{ kind: string; status: string; amount_minor: string }>(
      'select kind, status, amount_minor from money_movements where transaction_id = $1',
      [transactionId],
    );
    return rows;
  };

  /**
   * A day passes for the attempt: once a running server has asked about it and left it pending
   * (the next question minutes away), its start goes 25 hours back and its next question is due.
   */
  async function dayLater(attemptId: string, askedSince: Date) {
    await connected;
    const asked = async () =>
      (
        await db.query('select 1 from payment_attempts where id = $1 and checks >= 1 and updated_at > $2', [
          attemptId,
          askedSince,
        ])
      ).rowCount;
    await expect.poll(asked, { timeout: 10_000, interval: 100 }).toBe(1);
    expect((await attempt(attemptId)).state).toBe('pending');
    await db.query(
      `update payment_attempts set created_at = created_at - interval '25 hours', next_check_at = now()
       where id = $1`,
      [attemptId],
    );
  }

  return {
    db: async () => {
      await connected;
      return db;
    },
    server,
    addGateway,
    paymentLink,
    pressPay,
    go,
    attempt,
    transactionState,
    movements,
    dayLater,
    async close() {
      await Promise.all(servers.map((running) => running.stop()));
      await db.end();
    },
  };
}

export type CrashShop = ReturnType<typeof crashShop>;
