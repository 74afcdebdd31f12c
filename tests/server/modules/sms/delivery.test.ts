import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { SmsProviderUpdate, SmsTestResult } from '../../../../src/domain/contracts/sms-provider.ts';
import { ADMIN, authed, createTestApp, login, readOutbox } from '../../helper.ts';
import { startReceiver } from './receiver.ts';

const receiver = await startReceiver();
const TOKEN = 'tok_3f9a61c0d2e8';
let logs = '';
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logs += String(chunk);
    done();
  },
});
const app = await createTestApp({ outboundAllowLocal: true, outboxMaxAttempts: 3 }, undefined, undefined, {
  level: 'debug',
  stream: logStream,
});
const admin = (await login(app, ADMIN)).access;

const configure = async (patch: Partial<SmsProviderUpdate> = {}) => {
  const res = await app.inject(
    authed(admin, {
      method: 'PUT',
      url: '/api/v1/admin/sms-provider',
      payload: {
        mode: 'http',
        url: receiver.url,
        method: 'POST',
        content_type: 'json',
        headers: [{ name: 'Authorization', value: `Bearer ${TOKEN}` }],
        body_template: '{"to": "{{to}}", "message": "{{text}}", "from": "{{sender}}"}',
        success_rule: 'status',
        success_text: '',
        success_path: '',
        id_path: 'id',
        sender: 'GulfPay',
        ...patch,
      },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
};

async function textPaymentLink(phone: string): Promise<string> {
  const { id } = await queryable(app.db)
    .insertInto('transactions')
    .values({
      merchant_id: 1,
      plugin: 'payment_request',
      state: 'created',
      amount_minor: 5_000,
      currency: 'KWD',
      pg_codes: JSON.stringify(['knet']),
      language: 'en',
      customer_phone: phone,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await app.inject(
    authed(admin, {
      method: 'POST',
      url: `/api/v1/plugins/payment_request/transaction/${id}/send`,
      payload: { channel: 'sms' },
    }),
  );
  expect(res.statusCode).toBe(200);
  return id;
}

const newest = async (phone: string) => {
  const [message] = await readOutbox(app, phone);
  if (!message) throw new Error(`no message to ${phone}`);
  return message;
};

/** Makes the recipient's pending message due now instead of after its backoff. */
const dueNow = (recipient: string) =>
  queryable(app.db)
    .updateTable('outbox')
    .set({ next_attempt_at: new Date(0) })
    .where('status', '=', 'pending')
    .where('recipient', '=', recipient)
    .execute();

describe('SMS through the generic HTTP provider', () => {
  it('posts the payment link with the sealed header, values JSON-escaped, and shows it sent with the provider id', async () => {
    await configure();
    const id = await textPaymentLink('+96550001111');
    expect(await app.outbox.drainOnce()).toBe(1);

    const request = receiver.received.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/sms');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(request?.body ?? '');
    expect(body.to).toBe('+96550001111');
    expect(body.from).toBe('GulfPay');
    // The text's line breaks and quotes arrive intact: escaped for JSON, not breaking it.
    expect(body.message).toContain(`http://pay.test/en/pos/pay/${id}`);

    const message = await newest('+96550001111');
    expect(message).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider_status: 'HTTP 200',
      provider_message_id: `msg-${receiver.received.length}`,
      last_error: null,
    });
  });

  it("URL-encodes the values of a form body, and puts a GET's in the query string", async () => {
    await configure({ content_type: 'form', body_template: 'to={{to}}&msg={{text}}' });
    await textPaymentLink('+96550002222');
    await app.outbox.drainOnce();
    const form = new URLSearchParams(receiver.received.at(-1)?.body);
    expect(form.get('to')).toBe('+96550002222');
    expect(form.get('msg')).toContain('http://pay.test/en/pos/pay/');
    expect(receiver.received.at(-1)?.headers['content-type']).toBe(
      'application/x-www-form-urlencoded; charset=utf-8',
    );

    await configure({ method: 'GET', content_type: 'form', body_template: 'to={{to}}&msg={{text}}' });
    await textPaymentLink('+96550003333');
    await app.outbox.drainOnce();
    const get = receiver.received.at(-1);
    expect(get?.method).toBe('GET');
    expect(new URL(get?.url ?? '', 'http://x').searchParams.get('to')).toBe('+96550003333');
  });

  it('lets the success rule decide: a 200 whose JSON field says otherwise fails and is retried', async () => {
    await configure({ success_rule: 'json_field', success_path: 'result.status', success_text: 'queued' });
    receiver.answer({ status: 200, body: JSON.stringify({ id: 'r-1', result: { status: 'rejected' } }) });
    await textPaymentLink('+96550004444');
    await app.outbox.drainOnce();
    const failed = await newest('+96550004444');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, provider_status: 'HTTP 200' });
    expect(failed.last_error).toBe('result.status is "rejected", not "queued"');

    receiver.answer({ status: 200, body: JSON.stringify({ id: 'r-2', result: { status: 'queued' } }) });
    await dueNow('+96550004444');
    await app.outbox.drainOnce();
    expect(await newest('+96550004444')).toMatchObject({
      status: 'sent',
      attempts: 2,
      provider_message_id: 'r-2',
      last_error: null,
    });
  });

  it('needs the text in the body when the rule says so', async () => {
    await configure({ success_rule: 'body_contains', success_text: '"ok":true' });
    receiver.answer({ status: 200, body: '{"ok":false}' });
    await textPaymentLink('+96550005555');
    await app.outbox.drainOnce();
    expect((await newest('+96550005555')).last_error).toBe('The answer does not contain ""ok":true"');
  });

  it('retries a 5xx with backoff and fails after the last attempt, without the token in errors or logs', async () => {
    await configure();
    const echo = { status: 503, body: `busy; you sent Bearer ${TOKEN}` };
    receiver.answer(echo, echo, echo);
    await textPaymentLink('+96550006666');
    await app.outbox.drainOnce();
    const first = await newest('+96550006666');
    expect(first.status).toBe('pending');
    // Not due again before its backoff.
    expect(await app.outbox.drainOnce()).toBe(0);
    for (let attempt = 2; attempt <= 3; attempt++) {
      await dueNow('+96550006666');
      await app.outbox.drainOnce();
    }
    const last = await newest('+96550006666');
    expect(last).toMatchObject({ status: 'failed', attempts: 3, provider_status: 'HTTP 503' });
    expect(last.last_error).toBe('HTTP 503: busy; you sent ••••');
    expect(logs).toContain('sms send failed');
    expect(logs).not.toContain(TOKEN);
  });

  it('fails a refused private address at once, with no retry', async () => {
    await configure();
    // As if stored before: the address rules are applied again at every send.
    await queryable(app.db)
      .updateTable('sms_providers')
      .set({ url: 'http://169.254.169.254/latest' })
      .execute();
    const before = receiver.received.length;
    await textPaymentLink('+96550007777');
    await app.outbox.drainOnce();
    const refused = await newest('+96550007777');
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.last_error).toBe('Refused: 169.254.169.254 is a link-local address');
    expect(receiver.received.length).toBe(before);
  });

  it("sends a test SMS to the number the owner types and gives the provider's answer", async () => {
    await configure();
    receiver.answer({ status: 202, body: '{"id":"test-1","state":"accepted"}' });
    const res = await app.inject(
      authed(admin, {
        method: 'POST',
        url: '/api/v1/admin/sms-provider/test',
        payload: { to: '+965 5000 8888' },
        headers: { 'accept-language': 'ar' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<SmsTestResult>()).toEqual({
      outcome: 'sent',
      status: 'HTTP 202',
      provider_id: 'test-1',
      error: null,
      response: '{"id":"test-1","state":"accepted"}',
    });
    const body = JSON.parse(receiver.received.at(-1)?.body ?? '');
    expect(body).toMatchObject({
      to: '+96550008888',
      message: 'رسالة تجريبية من Gulf Pay: مزوّد الرسائل النصية يعمل.',
    });

    const bad = await app.inject(
      authed(admin, { method: 'POST', url: '/api/v1/admin/sms-provider/test', payload: { to: 'call me' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ to: ['Enter valid phone number'] });
  });

  it('keeps SMS again once the owner switches back to "kept"', async () => {
    await configure({ mode: 'kept' });
    const before = receiver.received.length;
    await textPaymentLink('+96550009999');
    await app.outbox.drainOnce();
    expect(await newest('+96550009999')).toMatchObject({ status: 'kept', provider_status: null });
    expect(receiver.received.length).toBe(before);
  });
});
