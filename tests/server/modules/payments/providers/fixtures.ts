import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ServerConfig } from '../../../../../server/config.ts';
import { queryable } from '../../../../../server/db/handle.ts';
import type { Clock } from '../../../../../server/lib/clock.ts';
import type { Deps } from '../../../../../server/modules/payments/provider-attempts.ts';
import { reconcileDue } from '../../../../../server/modules/payments/reconciliation-worker.ts';
import type { PayResponse } from '../../../../../src/domain/contracts/payments.ts';
import { freePort } from '../../../../support/server-process.ts';
import { ADMIN, createTestApp, login } from '../../../helper.ts';
import { gatewayCalls } from '../../gateways-admin/fixtures.ts';
import { createRequest, pay } from '../fixtures.ts';

/**
 * An app listening on a loopback port it also calls itself by, as a provider's server-to-
 * server leg (KNET's response URL) needs a real address; outbound calls may reach loopback,
 * where the providers' local fakes listen.
 */
export async function listeningApp(
  config: Partial<ServerConfig> = {},
  clock?: Clock,
): Promise<{ app: FastifyInstance; origin: string; access: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = await createTestApp(
    { ...config, publicUrl: origin, outboundAllowLocal: true },
    undefined,
    clock,
  );
  await app.listen({ port, host: '127.0.0.1' });
  const { access } = await login(app, ADMIN);
  return { app, origin, access };
}

/** A gateway the owner adds on the gateways screen, switched on with its test account. */
export async function addGateway(
  app: FastifyInstance,
  access: string,
  code: string,
  adapter: 'knet' | 'myfatoorah',
  credentials: Record<string, string>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const gw = gatewayCalls(app, access);
  await gw.create(code, adapter);
  await gw.edited(code, { is_active: true, credentials, ...extra });
}

/** A payment request payable only through `code`, and the customer choosing it. */
export async function payThrough(
  app: FastifyInstance,
  access: string,
  code: string,
  amount = '20.000',
): Promise<{ id: string; started: PayResponse }> {
  const created = await createRequest(app, access, { amount, pg_codes: [code] });
  const res = await pay(app, created.id, { gateway_code: code });
  expect(res.statusCode, res.body).toBe(200);
  return { id: created.id, started: res.json<PayResponse>() };
}

/** Follows the pay answer to the provider's page, as the browser does. */
export async function providerPage(redirectUrl: string): Promise<string> {
  const go = await fetch(redirectUrl, { redirect: 'manual' });
  expect(go.status).toBe(303);
  return go.headers.get('location') ?? '';
}

export const deps = (app: FastifyInstance): Deps => ({
  db: app.db,
  gateways: app.gateways,
  publicUrl: app.config.publicUrl,
});

/** The reconciliation worker's pass, `minutes` from now (past every lease and back-off). */
export const reconcileIn = (app: FastifyInstance, minutes: number) =>
  reconcileDue(deps(app), new Date(Date.now() + minutes * 60_000));

export const transactionState = async (app: FastifyInstance, id: string) =>
  (
    await queryable(app.db)
      .selectFrom('transactions')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).state;

export const attemptRow = (app: FastifyInstance, id: string) =>
  queryable(app.db).selectFrom('payment_attempts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The ledger as (kind, status, minor units) rows, oldest first. */
export const movementsOf = async (app: FastifyInstance, transactionId: string) =>
  (
    await queryable(app.db)
      .selectFrom('money_movements')
      .select(['kind', 'status', 'amount_minor'])
      .where('transaction_id', '=', transactionId)
      .orderBy('id')
      .execute()
  ).map((m) => [m.kind, m.status, Number(m.amount_minor)]);
