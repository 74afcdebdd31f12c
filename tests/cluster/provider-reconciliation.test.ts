import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import type { PayResponse } from '../../src/domain/contracts/payments.ts';
import { KNET, pressAtBank } from '../server/gateways/knet/knet-fixtures.ts';
import { ADMIN, freshPostgresDatabase } from '../server/helper.ts';
import { startKnetFake } from '../support/providers/knet-fake.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { call } from './provider-crash-fixtures.ts';

/**
 * A customer pays at KNET and never comes back; the server that started the payment is
 * restarted, and two server processes then settle it from the bank's inquiry alone, once.
 */
if (!process.env.DATABASE_URL) throw new Error('the cluster tests need DATABASE_URL (a PostgreSQL server)');

const databaseUrl = await freshPostgresDatabase();
const fake = await startKnetFake(KNET);
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await fake.close();
});

const env = (reconcilePollMs: number) => ({
  DATABASE_URL: databaseUrl,
  OUTBOUND_ALLOW_LOCAL: '1',
  SECRETS_KEY: 'cluster-secrets-key',
  RECONCILE_AFTER_MS: '300',
  RECONCILE_POLL_MS: String(reconcilePollMs),
});

it('settles an abandoned KNET payment from inquiry alone, once, across a restart and two processes', async () => {
  // The first server polls too rarely to ask before it is stopped.
  const first = await startServerProcess(env(3_600_000));
  servers.push(first);
  const { body: signedIn } = await call<{ access: string }>(first, '/api/v1/user/token/', {
    method: 'POST',
    body: ADMIN,
  });
  const token = signedIn.access;
  await call(first, '/api/v1/admin/gateways', {
    method: 'POST',
    token,
    body: { adapter: 'knet', code: 'knet-bank', name_en: 'KNET', name_ar: 'كي نت' },
  });
  await call(first, '/api/v1/admin/gateways/knet-bank', {
    method: 'PATCH',
    token,
    body: {
      is_active: true,
      credentials: {
        tranportal_id: KNET.tranportalId,
        tranportal_password: KNET.password,
        resource_key: KNET.resourceKey,
        base_url: fake.url,
      },
    },
  });
  const { body: created } = await call<{ id: string }>(first, '/api/v1/plugins/payment_request/transaction', {
    method: 'POST',
    token,
    body: { amount: '12.500', currency_code: 'KWD', customer_name: 'Noura', pg_codes: ['knet-bank'] },
  });
  const { body: started } = await call<PayResponse>(
    first,
    `/api/v1/plugins/payment_request/transaction/pay/${created.id}`,
    {
      method: 'POST',
      body: { gateway_code: 'knet-bank' },
    },
  );
  const { location } = await call(first, new URL(started.redirect_url).pathname, {});
  fake.next('late_success');
  await pressAtBank(location, 'pay');
  await first.stop();

  const restarted = await Promise.all([startServerProcess(env(100)), startServerProcess(env(100))]);
  servers.push(...restarted);
  const other = await call<{ access: string }>(restarted[1], '/api/v1/user/token/', {
    method: 'POST',
    body: ADMIN,
  });
  const state = async () =>
    (
      await call<{ state: string }>(
        restarted[1],
        `/api/v1/plugins/payment_request/transaction/${created.id}`,
        {
          token: other.body.access,
        },
      )
    ).body.state;
  await expect.poll(state, { timeout: 30_000, interval: 250 }).toBe('paid');

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ kind: string; amount_minor: string }>(
    'select kind, amount_minor from money_movements where transaction_id = $1',
    [created.id],
  );
  await client.end();
  expect(rows).toEqual([{ kind: 'payment', amount_minor: '12500' }]);
  expect(fake.transactions.filter((t) => t.original === '' && t.result === 'CAPTURED')).toHaveLength(1);
});
