import { afterAll, describe, expect, it } from 'vitest';
import type { AttemptResult } from '../../../../../src/domain/contracts/payments.ts';
import { KNET, pressAtBank } from '../../../../server/gateways/knet/knet-fixtures.ts';
import { startKnetFake } from '../../../../support/providers/knet-fake.ts';
import { PR } from '../fixtures.ts';
import { addGateway, attemptRow, listeningApp, payThrough, providerPage } from './fixtures.ts';

const fake = await startKnetFake(KNET);
afterAll(() => fake.close());
const { app, access } = await listeningApp();
await addGateway(app, access, 'knet-bank', 'knet', {
  tranportal_id: KNET.tranportalId,
  tranportal_password: KNET.password,
  resource_key: KNET.resourceKey,
  base_url: fake.url,
});

/** A customer paid through KNET's page; the attempt as the bank left it. */
async function paidThroughKnet() {
  const { started } = await payThrough(app, access, 'knet-bank');
  await pressAtBank(await providerPage(started.redirect_url), 'pay');
  const attempt = await attemptRow(app, started.attempt_id);
  expect(attempt.state).toBe('paid');
  return attempt;
}

const result = async (attemptId: string, lang: 'en' | 'ar') =>
  (
    await app.inject({ url: `${PR}/details/${attemptId}`, headers: { 'accept-language': lang } })
  ).json<AttemptResult>();

const receipt = (attemptId: string, lang: 'en' | 'ar') =>
  app.inject({ url: `${PR}/receipt/${attemptId}?lang=${lang}` });

describe("a KNET payment's references for a dispute", () => {
  it('the result page lists the payment id, bank reference, authorisation code and transaction id, in both languages', async () => {
    const attempt = await paidThroughKnet();
    const refs = attempt.provider_refs;
    const en = (await result(attempt.id, 'en')).payment_details;
    expect(en).toMatchObject({
      'Payment ID': refs.payment_id,
      'Bank reference': refs.reference,
      'Authorisation code': refs.auth,
      'Bank transaction ID': refs.tran_id,
    });
    // The bank reference is the attempt's reference: said once, under its own name.
    expect(en).not.toHaveProperty('Reference');
    const ar = (await result(attempt.id, 'ar')).payment_details;
    expect(ar).toMatchObject({
      'رقم عملية الدفع': refs.payment_id,
      'المرجع البنكي': refs.reference,
      'رمز التفويض': refs.auth,
      'رقم معاملة البنك': refs.tran_id,
    });
  });

  it('the printable receipt carries the same references, and nothing else the bank sent', async () => {
    const attempt = await paidThroughKnet();
    const refs = attempt.provider_refs;
    expect(refs.result).toBe('CAPTURED');
    const en = await receipt(attempt.id, 'en');
    expect(en.statusCode).toBe(200);
    for (const [label, value] of [
      ['Payment ID', refs.payment_id],
      ['Bank reference', refs.reference],
      ['Authorisation code', refs.auth],
      ['Bank transaction ID', refs.tran_id],
    ]) {
      expect(en.body).toContain(`<tr><th>${label}</th><td><span class="ltr">${value}</span></td></tr>`);
    }
    expect(en.body).not.toContain('CAPTURED');
    const ar = await receipt(attempt.id, 'ar');
    expect(ar.body).toContain(`<tr><th>رمز التفويض</th><td><span class="ltr">${refs.auth}</span></td></tr>`);
    expect(ar.body).toContain(
      `<tr><th>المرجع البنكي</th><td><span class="ltr">${refs.reference}</span></td></tr>`,
    );
  });
});
