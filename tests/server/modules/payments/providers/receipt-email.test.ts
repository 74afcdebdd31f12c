import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import type { PayResponse } from '../../../../../src/domain/contracts/payments.ts';
import { startKnetFake } from '../../../../support/providers/knet-fake.ts';
import { KNET, pressAtBank } from '../../../gateways/knet/knet-fixtures.ts';
import { startMailSink } from '../../../mail-sink.ts';
import { createRequest, pay } from '../fixtures.ts';
import { addGateway, attemptRow, listeningApp, providerPage } from './fixtures.ts';

// Issue 24: the emailed receipt carries the references a customer quotes to their bank in a
// dispute, as the result page and the printable receipt do, delivered over real SMTP.
const fake = await startKnetFake(KNET);
afterAll(() => fake.close());
const mail = await startMailSink();
const { app, access } = await listeningApp({ smtpUrl: mail.url, mailFrom: 'Gulf Pay <no-reply@pay.test>' });
await addGateway(app, access, 'knet-mail', 'knet', {
  tranportal_id: KNET.tranportalId,
  tranportal_password: KNET.password,
  resource_key: KNET.resourceKey,
  base_url: fake.url,
});

/** A customer writing in `lang` pays through KNET's page; their receipt as their mail client reads it. */
async function receiptOf(lang: 'en' | 'ar', email: string) {
  const created = await createRequest(app, access, {
    customer_email: email,
    language: lang,
    pg_codes: ['knet-mail'],
  });
  const started = await pay(app, created.id, { gateway_code: 'knet-mail' });
  expect(started.statusCode, started.body).toBe(200);
  const { attempt_id: attemptId, redirect_url: redirectUrl } = started.json<PayResponse>();
  await pressAtBank(await providerPage(redirectUrl), 'pay');
  const attempt = await attemptRow(app, attemptId);
  expect(attempt.state).toBe('paid');
  while ((await app.outbox.drainOnce()) > 0);
  const sent = mail.received.filter((message) => message.to.includes(email));
  expect(sent).toHaveLength(1);
  const parsed = await simpleParser(sent[0]?.raw ?? '');
  return { refs: attempt.provider_refs, text: parsed.text ?? '', html: String(parsed.html), id: created.id };
}

describe('the emailed receipt of a KNET payment', () => {
  it("lists the bank's payment id, reference, authorisation code and transaction id, and nothing else it sent", async () => {
    const { refs, text, html, id } = await receiptOf('en', 'dispute-en@example.kw');
    for (const line of [
      `Payment ID: ${refs.payment_id}`,
      `Bank reference: ${refs.reference}`,
      `Authorisation code: ${refs.auth}`,
      `Bank transaction ID: ${refs.tran_id}`,
    ]) {
      expect(text).toContain(line);
      expect(html).toContain(line);
    }
    // The bank reference is named once, under its own label; the generic line names the transaction.
    expect(text).toContain(`Reference: ${id}`);
    expect(text).not.toContain(refs.result ?? 'CAPTURED');
  });

  it('names them in Arabic for a customer who pays in Arabic', async () => {
    const { refs, text } = await receiptOf('ar', 'dispute-ar@example.kw');
    expect(text).toContain(`رقم عملية الدفع: ${refs.payment_id}`);
    expect(text).toContain(`المرجع البنكي: ${refs.reference}`);
    expect(text).toContain(`رمز التفويض: ${refs.auth}`);
    expect(text).toContain(`رقم معاملة البنك: ${refs.tran_id}`);
    expect(text).not.toContain('Payment ID');
  });
});
