import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type {
  SmsProviderSettings,
  SmsProviderUpdate,
} from '../../../../src/domain/contracts/sms-provider.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';

const app = await createTestApp({ outboundAllowLocal: true });
const admin = (await login(app, ADMIN)).access;
const TOKEN = 'sk_live_8c1f5e2a9b7d';

const provider = (patch: Partial<SmsProviderUpdate> = {}): SmsProviderUpdate => ({
  mode: 'http',
  url: 'https://sms.example.com/send',
  method: 'POST',
  content_type: 'json',
  headers: [{ name: 'Authorization', value: `Bearer ${TOKEN}` }],
  body_template: '{"to": "{{to}}", "message": "{{text}}", "from": "{{sender}}"}',
  success_rule: 'status',
  success_text: '',
  success_path: '',
  id_path: '',
  sender: 'GulfPay',
  ...patch,
});

const put = (body: SmsProviderUpdate, lang = 'en') =>
  app.inject(
    authed(admin, {
      method: 'PUT',
      url: '/api/v1/admin/sms-provider',
      payload: body,
      headers: { 'accept-language': lang },
    }),
  );
const get = () => app.inject(authed(admin, { url: '/api/v1/admin/sms-provider' }));

describe('the SMS provider settings', () => {
  it('start as "kept", today\'s behaviour', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json<SmsProviderSettings>()).toMatchObject({ mode: 'kept', headers: [] });
  });

  it('seal header values: not in the database in clear, never in an answer or the Admin log', async () => {
    const res = await put(provider());
    expect(res.statusCode).toBe(200);
    expect(res.json<SmsProviderSettings>().headers).toEqual([{ name: 'Authorization', set: true }]);
    expect(res.body).not.toContain(TOKEN);
    expect((await get()).body).not.toContain(TOKEN);

    const row = await queryable(app.db).selectFrom('sms_providers').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(TOKEN);
    expect(row.headers[0]?.sealed).toMatch(/^v1\./);

    const log = await app.inject(authed(admin, { url: '/api/v1/admin/activity?limit=5' }));
    expect(log.body).toContain('Changed the SMS provider');
    expect(log.body).not.toContain(TOKEN);
  });

  it('keep a header value sent back as null, replace one given anew, and drop one left out', async () => {
    const before = await queryable(app.db)
      .selectFrom('sms_providers')
      .select('headers')
      .executeTakeFirstOrThrow();
    await put(
      provider({
        headers: [
          { name: 'Authorization', value: null },
          { name: 'X-Account', value: 'acct-77' },
        ],
      }),
    );
    const kept = await queryable(app.db)
      .selectFrom('sms_providers')
      .select('headers')
      .executeTakeFirstOrThrow();
    expect(kept.headers[0]).toEqual(before.headers[0]);
    expect(kept.headers.map((header) => header.name)).toEqual(['Authorization', 'X-Account']);

    await put(provider({ headers: [{ name: 'X-Account', value: null }] }));
    expect((await get()).json<SmsProviderSettings>().headers).toEqual([{ name: 'X-Account', set: true }]);
  });

  it('refuse a header kept with no stored value, reserved or malformed names, and values on two lines', async () => {
    const res = await put(
      provider({
        headers: [
          { name: 'X-New', value: null },
          { name: 'Content-Length', value: '1' },
          { name: 'Bad Name', value: 'x' },
          { name: 'X-Split', value: 'a\r\nX-Injected: 1' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      headers: [
        'Enter a value for the X-New header.',
        'The Content-Length header is set by Gulf Pay itself.',
        '“Bad Name” is not a valid header name.',
        'The value of the X-Split header must fit on one line.',
      ],
    });
  });

  it("refuse unknown or missing variables and a JSON body the values would break, in the reader's language", async () => {
    const unknown = await put(
      provider({ body_template: '{"to": "{{to}}", "text": "{{text}}", "x": "{{amount}}"}' }),
    );
    expect(unknown.json()).toEqual({
      body_template: ['“amount” is not a variable the body can use: use to, text or sender.'],
    });
    const missing = await put(provider({ body_template: '{"to": "{{to}}"}' }), 'ar');
    expect(missing.json()).toEqual({ body_template: ['يجب أن يتضمن النص المتغير text.'] });
    const unquoted = await put(provider({ body_template: '{"to": {{to}}, "text": "{{text}}"}' }));
    expect(unquoted.json()).toEqual({
      body_template: ['Once filled in, the body is not valid JSON: check the quotes around each variable.'],
    });
  });

  it('refuse private, link-local and plain-http addresses, and a GET that would carry JSON', async () => {
    const internal = await put(provider({ url: 'https://10.0.0.5/sms' }), 'ar');
    expect(internal.json()).toEqual({
      url: ['يشير هذا العنوان إلى شبكة خاصة أو محلية. أدخل عنوانًا عامًا.'],
    });
    const metadata = await put(provider({ url: 'http://169.254.169.254/latest' }));
    expect(metadata.json().url).toEqual([
      'This address points into a private or local network. Give a public address.',
    ]);
    const get = await put(provider({ method: 'GET' }));
    expect(get.json()).toEqual({
      content_type: ['A GET request carries its values in the address: choose form encoding.'],
    });
  });

  it("need the success rule's text and a valid JSON path, and a sender networks accept", async () => {
    const res = await put(
      provider({ success_rule: 'json_field', success_path: 'data..status', sender: 'Gulf Pay Store' }),
    );
    expect(res.json()).toEqual({
      success_text: ['This field is required.'],
      success_path: ['Enter a field path such as status or data.0.id.'],
      sender: ['Enter up to 11 letters, digits or spaces, or a number of up to 15 digits.'],
    });
  });

  it('store "kept" without checking the unused provider fields', async () => {
    const res = await put(provider({ mode: 'kept', url: '', body_template: '', headers: [] }));
    expect(res.statusCode).toBe(200);
    expect(res.json<SmsProviderSettings>().mode).toBe('kept');
  });
});
