import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { expireDue } from '../../../../server/modules/payments/service.ts';
import type { AttentionItem, AttentionList } from '../../../../src/domain/contracts/payment-attention.ts';
import { startKnetFake } from '../../../support/providers/knet-fake.ts';
import { KNET, pressAtBank } from '../../gateways/knet/knet-fixtures.ts';
import { authed } from '../../helper.ts';
import { createRequest, pay } from '../payments/fixtures.ts';
import { addGateway, listeningApp, providerPage, reconcileIn } from '../payments/providers/fixtures.ts';

export const PA = '/api/v1/payment-attention';

/** An app taking KNET payments from the local bank, signed in as its owner. */
export async function knetShop() {
  const fake = await startKnetFake(KNET);
  const { app, access } = await listeningApp();
  await addGateway(app, access, 'knet-bank', 'knet', {
    tranportal_id: KNET.tranportalId,
    tranportal_password: KNET.password,
    resource_key: KNET.resourceKey,
    base_url: fake.url,
  });
  return { fake, app, access };
}

/** The customer at the bank's page of a fresh 20.000 KWD request payable within the hour. */
async function atBank(app: FastifyInstance, access: string) {
  const expires = new Date(Date.now() + 3_600_000).toISOString();
  const { id } = await createRequest(app, access, {
    amount: '20.000',
    pg_codes: ['knet-bank'],
    expiration_time: expires,
  });
  return { id, page: await bankPage(app, id) };
}

async function bankPage(app: FastifyInstance, id: string) {
  const started = await pay(app, id, { gateway_code: 'knet-bank' });
  expect(started.statusCode, started.body).toBe(200);
  return providerPage(started.json<{ redirect_url: string }>().redirect_url);
}

/** The transaction expired while its customer was at the bank, who then paid. */
export async function paidAfterExpiry(app: FastifyInstance, access: string) {
  const { id, page } = await atBank(app, access);
  await expireDue(app.db, new Date(Date.now() + 2 * 3_600_000));
  await pressAtBank(page, 'pay');
  return id;
}

/** Two tabs at the bank for one transaction, both paid. */
export async function paidTwice(app: FastifyInstance, access: string) {
  const { id, page: first } = await atBank(app, access);
  const second = await bankPage(app, id);
  await pressAtBank(second, 'pay');
  await pressAtBank(first, 'pay');
  return id;
}

/** A customer who closed the tab at the bank, whose success reconciliation finds after a day. */
export async function paidLate(
  app: FastifyInstance,
  access: string,
  fake: { next(o: 'late_success'): void },
) {
  const { id, page } = await atBank(app, access);
  fake.next('late_success');
  await pressAtBank(page, 'pay');
  await reconcileIn(app, 25 * 60);
  return id;
}

export async function attentionOf(app: FastifyInstance, access: string, transactionId: string) {
  const res = await app.inject(authed(access, { url: `${PA}?state=all&limit=100` }));
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<AttentionList>()
    .results.find((row) => row.transaction_id === transactionId) as AttentionItem;
}

export const decide = (
  app: FastifyInstance,
  access: string,
  id: string,
  action: 'refund' | 'apply' | 'void',
  lang = 'en',
) =>
  app.inject(
    authed(access, { method: 'POST', url: `${PA}/${id}/${action}`, headers: { 'accept-language': lang } }),
  );
