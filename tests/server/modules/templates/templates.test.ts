import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type {
  MessageTemplate,
  MessageTemplates,
  TemplatePreview,
} from '../../../../src/domain/contracts/templates.ts';
import { ADMIN, authed, createTestApp, DOOR, login, readOutbox } from '../../helper.ts';
import { createRequest } from '../payments/fixtures.ts';

const app = await createTestApp({ smtpUrl: null });
const admin = await login(app, ADMIN);

const URL = '/api/v1/admin/templates';
const list = async () => (await app.inject(authed(admin.access, { url: URL }))).json<MessageTemplates>();
const find = async (kind: string, lang: string) =>
  (await list()).templates.find((t) => t.kind === kind && t.lang === lang) as MessageTemplate;
const save = (kind: string, lang: string, payload: object, readerLang = 'en', token = admin.access) =>
  app.inject(
    authed(token, {
      method: 'PUT',
      url: `${URL}/${kind}/${lang}`,
      payload,
      headers: { 'accept-language': readerLang },
    }),
  );
const reset = (kind: string, lang: string) =>
  app.inject(authed(admin.access, { method: 'DELETE', url: `${URL}/${kind}/${lang}` }));
const preview = (payload: object) =>
  app.inject(authed(admin.access, { method: 'POST', url: `${URL}/preview`, payload }));

const logged = (action: string) =>
  queryable(app.db)
    .selectFrom('activity_log')
    .select(['actor', 'params'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();

describe('message templates', () => {
  it('lists every kind in both languages with the default texts, variables and required ones', async () => {
    const all = await list();
    expect(all.email_receipts).toBe(true);
    expect(all.templates).toHaveLength(22);
    expect(await find('event_canceled', 'en')).toMatchObject({ required: ['event', 'date'] });
    const link = await find('payment_link', 'en');
    expect(link).toMatchObject({
      channel: 'email',
      customised: false,
      subject: 'Payment request from {{merchant}}',
      required: ['url'],
      variables: ['merchant', 'customer_name', 'amount', 'url'],
    });
    expect(link.body).toContain('{{url}}');
    const sms = await find('payment_link_sms', 'ar');
    expect(sms).toMatchObject({ channel: 'sms', subject: '' });
    expect(sms.body).toContain('يرجى دفع');
    expect(await find('payment_attention', 'ar')).toMatchObject({ channel: 'email', required: ['link'] });
  });

  it('refuses an unknown variable, naming it, in the reader’s language, and saves nothing', async () => {
    const body = { subject: 'Pay {{merchant}}', body: 'Pay {{amount_due}} at {{url}}' };
    const en = await save('payment_link', 'en', body);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      body: ['amount_due is not a variable of this message. Use one of those listed.'],
    });
    const ar = await save('payment_link', 'en', body, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json().body[0]).toContain('amount_due');
    expect(ar.json().body[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await find('payment_link', 'en')).customised).toBe(false);
  });

  it('refuses a missing required variable and stray braces, field by field', async () => {
    const missing = await save('payment_link', 'en', {
      subject: 'Pay {{merchant}}',
      body: 'Please pay {{amount}}.',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ body: ['This message must contain url.'] });
    const malformed = await save('payment_link', 'en', {
      subject: 'Pay {{merchant}',
      body: 'Pay at {{url}}',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      subject: [
        'A variable is written between two pairs of braces around its name; remove the stray braces.',
      ],
    });
    const invite = await save('invitation', 'ar', { subject: 'دعوة', body: 'افتح {{link}}' });
    expect(invite.json()).toEqual({ body: [expect.stringContaining('username')] });
    const subjectLine = await save('receipt', 'en', { subject: 'Two\nlines', body: '{{amount}}' });
    expect(subjectLine.statusCode).toBe(400);
  });

  it('saves a text, logs it with before and after, and resets it to the default (logged too)', async () => {
    const text = {
      subject: 'A bill from {{merchant}}',
      body: 'Dear {{customer_name}},\n\nPay {{amount}} here: {{url}}',
    };
    const saved = await save('payment_link', 'en', text);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MessageTemplate>()).toMatchObject({ ...text, customised: true });
    expect(await find('payment_link', 'en')).toMatchObject({ ...text, customised: true });
    expect((await find('payment_link', 'ar')).customised).toBe(false);

    const [entry] = await logged('activity.settings_template_saved');
    expect(entry?.actor).toBe(ADMIN.username);
    expect(entry?.params).toEqual({
      kind: 'payment_link',
      lang: 'en',
      changes: [
        { field: 'subject', before: 'Payment request from {{merchant}}', after: text.subject },
        { field: 'body', before: expect.stringContaining('asks you to pay'), after: text.body },
      ],
    });
    const adminLog = await app.inject(authed(admin.access, { url: '/api/v1/admin/activity?limit=5' }));
    expect(adminLog.body).toContain('Changed the message \\"Payment link email\\" (English)');

    const back = await reset('payment_link', 'en');
    expect(back.statusCode).toBe(200);
    expect(back.json<MessageTemplate>()).toMatchObject({
      customised: false,
      subject: 'Payment request from {{merchant}}',
    });
    const [resetEntry] = await logged('activity.settings_template_reset');
    expect(resetEntry?.params).toMatchObject({
      kind: 'payment_link',
      lang: 'en',
      changes: [
        { field: 'subject', before: text.subject, after: 'Payment request from {{merchant}}' },
        { field: 'body' },
      ],
    });
  });

  it('is the owner’s: a staff member may neither read nor change the templates', async () => {
    const door = await login(app, DOOR);
    expect((await app.inject(authed(door.access, { url: URL }))).statusCode).toBe(403);
    expect(
      (await save('receipt', 'en', { subject: 'x', body: '{{amount}}' }, 'en', door.access)).statusCode,
    ).toBe(403);
  });

  it('previews with sample values: the text as written, the HTML escaped, links made links', async () => {
    const res = await preview({
      kind: 'payment_link',
      lang: 'en',
      subject: 'Bill for {{customer_name}}',
      body: '<b>Hello</b> {{customer_name}},\n\nPay {{amount}}:\n{{url}}',
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json<TemplatePreview>();
    expect(shown.subject).toBe('Bill for Fatima <Al-Sabah>');
    expect(shown.text).toContain('<b>Hello</b> Fatima <Al-Sabah>,');
    expect(shown.html).toContain('<p>&lt;b&gt;Hello&lt;/b&gt; Fatima &lt;Al-Sabah&gt;,</p>');
    expect(shown.html).toContain('<p>Pay 12.500 KWD:<br><a href="http://pay.test/en/pos/pay/');
    expect(shown.html).not.toContain('<b>');
    const arabic = await preview({
      kind: 'receipt',
      lang: 'ar',
      subject: 'إيصال',
      body: 'المبلغ {{amount}}',
    });
    expect(arabic.json<TemplatePreview>().html).toContain('dir="rtl"');
    const sms = await preview({ kind: 'payment_link_sms', lang: 'en', subject: '', body: 'Pay {{url}}' });
    expect(sms.json<TemplatePreview>()).toMatchObject({
      html: null,
      text: expect.stringMatching(/^Pay http/),
    });
    const bad = await preview({ kind: 'receipt', lang: 'en', subject: 'x', body: '{{nope}}' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().body[0]).toContain('nope');
  });

  it('sends a payment link with the saved template, as text and escaped HTML, in the customer’s language', async () => {
    await save('payment_link', 'ar', {
      subject: 'فاتورة من {{merchant}}',
      body: 'عزيزي {{customer_name}}،\n\nادفع {{amount}} هنا:\n{{url}}',
    });
    const created = await createRequest(app, admin.access, {
      customer_name: '<script>alert(1)</script> Ali',
      customer_email: 'hostile@example.kw',
      language: 'ar',
    });
    const sent = await app.inject(
      authed(admin.access, {
        method: 'POST',
        url: `/api/v1/plugins/payment_request/transaction/${created.id}/send`,
        payload: { channel: 'email' },
      }),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const [message] = await readOutbox(app, 'hostile@example.kw');
    expect(message?.subject).toBe('فاتورة من متجر جلف باي التجريبي');
    expect(message?.body).toContain('عزيزي <script>alert(1)</script> Ali،');
    expect(message?.body).toContain(`http://pay.test/ar/pos/pay/${created.id}`);
    const { html } = await queryable(app.db)
      .selectFrom('outbox')
      .select('html')
      .where('recipient', '=', 'hostile@example.kw')
      .executeTakeFirstOrThrow();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ali');
    expect(html).not.toContain('<script>');
    expect(html).toContain(`<a href="http://pay.test/ar/pos/pay/${created.id}">`);
    await reset('payment_link', 'ar');
  });

  it('turns emailed receipts off and on, logged', async () => {
    const off = await app.inject(
      authed(admin.access, { method: 'PUT', url: `${URL}/settings`, payload: { email_receipts: false } }),
    );
    expect(off.json()).toEqual({ email_receipts: false });
    expect((await list()).email_receipts).toBe(false);
    const [entry] = await logged('activity.settings_email_receipts_off');
    expect(entry?.params).toEqual({ changes: [{ field: 'email_receipts', before: true, after: false }] });
    await app.inject(
      authed(admin.access, { method: 'PUT', url: `${URL}/settings`, payload: { email_receipts: true } }),
    );
    expect((await list()).email_receipts).toBe(true);
  });
});

describe('the share menu of a payment link', () => {
  it('words the message as the merchant’s saved SMS, in the list and the detail, in both languages', async () => {
    await save('payment_link_sms', 'en', { subject: '', body: 'Settle {{amount}} with us: {{url}}' });
    await save('payment_link_sms', 'ar', { subject: '', body: 'سدّد {{amount}} هنا: {{url}}' });
    const created = await createRequest(app, admin.access, { customer_name: 'Share Test' });
    const base = '/api/v1/plugins/payment_request/transaction';
    const detail = await app.inject(authed(admin.access, { url: `${base}/${created.id}` }));
    expect(detail.statusCode, detail.body).toBe(200);
    const share = detail.json<{ share: { message_en: string; message_ar: string } | null }>().share;
    expect(share?.message_en).toMatch(/^Settle .+ with us: http:\/\/pay\.test\/en\/pos\/pay\//);
    expect(share?.message_ar).toMatch(/^سدّد .+ هنا: http:\/\/pay\.test\/ar\/pos\/pay\//);

    const list = await app.inject(authed(admin.access, { url: `${base}?search=Share%20Test` }));
    expect(list.statusCode, list.body).toBe(200);
    const row = list
      .json<{ results: { id: string; actions: { value: string; data?: { message_ar: string } }[] }[] }>()
      .results.find((result) => result.id === created.id);
    const sms = row?.actions.find((action) => action.value === 'sms');
    expect(sms?.data?.message_ar).toMatch(/^سدّد .+ هنا: /);
    await reset('payment_link_sms', 'en');
    await reset('payment_link_sms', 'ar');
  });
});
