import { afterAll, describe, expect, it } from 'vitest';
import type { AttemptResult } from '../../src/domain/contracts/payments.ts';
import { KNET, pressAtBank } from '../server/gateways/knet/knet-fixtures.ts';
import { freshPostgresDatabase } from '../server/helper.ts';
import { startKnetFake } from '../support/providers/knet-fake.ts';
import { startMyFatoorahFake } from '../support/providers/myfatoorah-fake.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { type CrashShop, call, crashShop } from './provider-crash-fixtures.ts';

/**
 * A server process killed (SIGKILL) between the two steps of a payment's start: the attempt
 * is committed and claimed, and the provider's page was being made when the process died.
 * A fresh server must neither start a second payment at the provider nor lose the first.
 */
if (!process.env.DATABASE_URL) throw new Error('the cluster tests need DATABASE_URL (a PostgreSQL server)');

const TOKEN = 'SK_KWT_crash-token';
const mf = await startMyFatoorahFake({ token: TOKEN, webhookSecret: 'whsec-crash' });
const knet = await startKnetFake(KNET);
const shop: CrashShop = crashShop(await freshPostgresDatabase());
afterAll(async () => {
  await shop.close();
  await Promise.all([mf.close(), knet.close()]);
});

const setup = await shop.server({ quiet: true });
await shop.addGateway(setup, {
  adapter: 'myfatoorah',
  code: 'mf-card',
  credentials: { api_token: TOKEN, webhook_secret: 'whsec-crash', base_url: mf.url },
  method: '2',
});
await shop.addGateway(setup, {
  adapter: 'knet',
  code: 'knet-bank',
  credentials: {
    tranportal_id: KNET.tranportalId,
    tranportal_password: KNET.password,
    resource_key: KNET.resourceKey,
    base_url: knet.url,
  },
});
/** The quiet server the next crash happens on: the one that set up the shop, then a fresh one. */
let spare: ServerProcess | null = setup;

/** A link, its customer pressing Pay, and the browser sent on to the provider by a server that dies. */
async function startThenDie(code: string, dieAt: () => Promise<void>) {
  const victim = spare ?? (await shop.server({ quiet: true }));
  spare = null;
  const id = await shop.paymentLink(victim, code);
  const attemptId = await shop.pressPay(victim, id, code);
  const browser = shop.go(victim, attemptId).catch(() => 'no answer');
  await dieAt();
  await victim.kill();
  expect(await browser).toBe('no answer');
  return { id, attemptId };
}

/** The survivor a customer reaches next; its reconciliation worker is running. */
async function restart() {
  const askedSince = new Date();
  return { survivor: await shop.server(), askedSince };
}

const invoicesOf = (reference: string) =>
  [...mf.book.invoices.values()].filter((invoice) => invoice.CustomerReference === reference);

/** The customer's reload of /gateway/go: the attempt's result page, not a new start. */
async function reloadShowsResult(survivor: ServerProcess, attemptId: string) {
  expect(new URL(await shop.go(survivor, attemptId)).pathname).toBe(`/en/pos/attempt-detail/${attemptId}`);
}

/** The result page says the payment is being processed and offers "Try again" (a new attempt). */
async function resultIsPendingWithTryAgain(survivor: ServerProcess, attemptId: string) {
  const { body } = await call<AttemptResult>(
    survivor,
    `/api/v1/plugins/pos/transaction/details/${attemptId}`,
  );
  expect(body).toMatchObject({ state: 'pending', try_again_url: expect.any(String) });
}

/** The customer pays the link again, with a new attempt, and comes back; it is paid once. */
async function paysAgain(survivor: ServerProcess, id: string, code: string) {
  const again = await shop.pressPay(survivor, id, code);
  const page = await shop.go(survivor, again);
  const back = code === 'knet-bank' ? await pressAtBank(page, 'pay') : await mf.press(page, 'pay');
  if (code !== 'knet-bank') {
    const url = new URL(back);
    await call(survivor, `${url.pathname}${url.search}`);
  }
  await expect.poll(() => shop.transactionState(id), { timeout: 10_000 }).toBe('paid');
  expect(await shop.movements(id)).toEqual([{ kind: 'payment', status: 'done', amount_minor: '12500' }]);
}

describe('MyFatoorah: killed after ExecutePayment made the invoice, before the server saved it', () => {
  const dieAfterInvoice = () => mf.holdUntilCallerGone('ExecutePayment', 'after');

  it('the customer pays it anyway; a reload starts no second invoice and reconciliation pays it once', async () => {
    const { id, attemptId } = await startThenDie('mf-card', dieAfterInvoice);
    const { reference, redirect_url } = await shop.attempt(attemptId);
    expect(redirect_url).toBe('');
    const [invoice] = invoicesOf(reference);
    expect(invoice).toBeDefined();
    // The customer had no page from us, but MyFatoorah's invoice can be paid (its link in an SMS, say).
    await mf.press(`${mf.url}/KWT/ia/${invoice?.InvoiceId}`, 'pay');

    const { survivor } = await restart();
    await reloadShowsResult(survivor, attemptId);
    await expect.poll(() => shop.transactionState(id), { timeout: 10_000 }).toBe('paid');
    expect(invoicesOf(reference)).toHaveLength(1);
    expect(await shop.movements(id)).toEqual([{ kind: 'payment', status: 'done', amount_minor: '12500' }]);
    expect((await shop.attempt(attemptId)).provider_refs).toMatchObject({
      invoice_id: String(invoice?.InvoiceId),
    });
    await survivor.stop();
  });

  it('nobody pays it: the attempt stays pending, fails a day later, and the link is paid once with a new attempt', async () => {
    const { id, attemptId } = await startThenDie('mf-card', dieAfterInvoice);
    const { survivor, askedSince } = await restart();
    await reloadShowsResult(survivor, attemptId);
    await resultIsPendingWithTryAgain(survivor, attemptId);
    await shop.dayLater(attemptId, askedSince);
    await expect.poll(async () => (await shop.attempt(attemptId)).state, { timeout: 10_000 }).toBe('failed');
    expect(await shop.transactionState(id)).toBe('failed');
    await paysAgain(survivor, id, 'mf-card');
    expect(invoicesOf((await shop.attempt(attemptId)).reference)).toHaveLength(1);
    await survivor.stop();
  });
});

describe('killed after the claim, before the provider heard of the attempt', () => {
  it('MyFatoorah: the reload shows the pending result, the attempt fails a day later, and the link is paid once', async () => {
    const { id, attemptId } = await startThenDie('mf-card', () =>
      mf.holdUntilCallerGone('ExecutePayment', 'before'),
    );
    const { survivor, askedSince } = await restart();
    await reloadShowsResult(survivor, attemptId);
    await resultIsPendingWithTryAgain(survivor, attemptId);
    expect(invoicesOf((await shop.attempt(attemptId)).reference)).toEqual([]);
    await shop.dayLater(attemptId, askedSince);
    await expect.poll(async () => (await shop.attempt(attemptId)).state, { timeout: 10_000 }).toBe('failed');
    await paysAgain(survivor, id, 'mf-card');
    await survivor.stop();
  });

  it('KNET: the customer never saw the bank page; inquiry finds no record, a day later it fails, and the link is paid once', async () => {
    const db = await shop.db();
    // KNET's start makes no call (the browser carries paymentInit), so the save is held instead.
    await db.query(`create function hold_attempt_start() returns trigger language plpgsql as $$
      begin
        if old.redirect_url = '' and new.redirect_url <> '' then perform pg_advisory_xact_lock(4224); end if;
        return new;
      end $$`);
    await db.query(`create trigger hold_attempt_start before update on payment_attempts
      for each row execute function hold_attempt_start()`);
    await db.query('select pg_advisory_lock(4224)');
    const waiting = `select pid from pg_locks where locktype = 'advisory' and objid = 4224 and not granted`;
    const { id, attemptId } = await startThenDie('knet-bank', () =>
      expect.poll(async () => (await db.query(waiting)).rowCount, { timeout: 10_000 }).toBe(1),
    );
    // The dead server's connection goes with it: its save never commits.
    await db.query(`select pg_terminate_backend(pid) from (${waiting}) held`);
    await db.query('drop trigger hold_attempt_start on payment_attempts');
    await db.query('drop function hold_attempt_start');
    await db.query('select pg_advisory_unlock(4224)');
    expect((await shop.attempt(attemptId)).redirect_url).toBe('');
    const inquiries = () => knet.sent.filter((sent) => sent.kind === 'tranportal').length;
    const before = inquiries();

    const { survivor, askedSince } = await restart();
    await reloadShowsResult(survivor, attemptId);
    await resultIsPendingWithTryAgain(survivor, attemptId);
    await shop.dayLater(attemptId, askedSince);
    await expect.poll(async () => (await shop.attempt(attemptId)).state, { timeout: 10_000 }).toBe('failed');
    expect(inquiries() - before).toBe(2);
    expect(knet.sent.filter((sent) => sent.kind === 'payment_init')).toEqual([]);
    await paysAgain(survivor, id, 'knet-bank');
    await survivor.stop();
  });
});
