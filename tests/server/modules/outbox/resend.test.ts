import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { enqueue } from '../../../../server/modules/outbox/service.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type { OutboxListItem } from '../../../../src/domain/contracts/outbox.ts';
import { ADMIN, authed, createTestApp, login, readOutbox } from '../../helper.ts';
import { startReceiver } from '../sms/receiver.ts';

const receiver = await startReceiver();
const app = await createTestApp({ outboundAllowLocal: true });
const admin = (await login(app, ADMIN)).access;

const resend = (id: number, lang = 'en') =>
  app.inject(
    authed(admin, {
      method: 'POST',
      url: `/api/v1/admin/outbox/${id}/resend`,
      headers: { 'accept-language': lang },
    }),
  );

await app.inject(
  authed(admin, {
    method: 'PUT',
    url: '/api/v1/admin/sms-provider',
    payload: {
      mode: 'http',
      url: receiver.url,
      method: 'POST',
      content_type: 'json',
      headers: [],
      body_template: '{"to": "{{to}}", "text": "{{text}}"}',
      success_rule: 'status',
      success_text: '',
      success_path: '',
      id_path: 'id',
      sender: '',
    },
  }),
);

describe('resending a message', () => {
  it('queues a copy that the provider receives again, the original keeping its own record', async () => {
    await enqueue(app.db, {
      channel: 'sms',
      merchant_id: 1,
      recipient: '+96551110000',
      subject: '',
      body: 'Pay here',
    });
    await app.outbox.drainOnce();
    const [original] = await readOutbox(app, '+96551110000');
    expect(original).toMatchObject({ status: 'sent', provider_message_id: 'msg-1' });

    const res = await resend(original?.id ?? 0);
    expect(res.statusCode).toBe(201);
    const copy = res.json<OutboxListItem>();
    expect(copy).toMatchObject({ status: 'pending', attempts: 0, resent_from: original?.id, channel: 'sms' });

    await app.outbox.drainOnce();
    expect(receiver.received).toHaveLength(2);
    expect(JSON.parse(receiver.received[1]?.body ?? '')).toEqual({ to: '+96551110000', text: 'Pay here' });
    const [newest, first] = await readOutbox(app, '+96551110000');
    expect(newest).toMatchObject({
      id: copy.id,
      status: 'sent',
      provider_message_id: 'msg-2',
      body: 'Pay here',
    });
    expect(first).toMatchObject({ id: original?.id, status: 'sent', provider_message_id: 'msg-1' });

    const log = await app.inject(authed(admin, { url: '/api/v1/admin/activity?limit=20' }));
    expect(log.body).toContain(`Resent SMS #${original?.id} as #${copy.id}`);
  });

  it('refuses a message still waiting to be sent (it would go out twice)', async () => {
    await enqueue(app.db, {
      channel: 'email',
      merchant_id: 1,
      recipient: 'a@example.com',
      subject: 'Hi',
      body: 'x',
    });
    const [pending] = await readOutbox(app, 'a@example.com');
    const res = await resend(pending?.id ?? 0, 'ar');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'هذه الرسالة ما زالت بانتظار الإرسال. أعد إرسالها بعد أن تُرسل أو تفشل.',
    });
  });

  it("neither shows nor resends another merchant's messages", async () => {
    const other = await queryable(app.db)
      .insertInto('merchants')
      .values({
        title_en: 'Other',
        title_ar: 'آخر',
        subheader: '',
        admin_url: '',
        support_email: 'o@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueue(app.db, {
      channel: 'sms',
      merchant_id: other.id,
      recipient: '+96552220000',
      subject: '',
      body: 'Theirs',
    });
    await app.outbox.drainOnce();
    const list = await app.inject(authed(admin, { url: '/api/v1/admin/outbox?q=%2B96552220000' }));
    expect(list.json<Paginated<OutboxListItem>>().count).toBe(0);
    const row = await queryable(app.db)
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', '+96552220000')
      .executeTakeFirstOrThrow();
    expect((await app.inject(authed(admin, { url: `/api/v1/admin/outbox/${row.id}` }))).statusCode).toBe(404);
    expect((await resend(row.id)).statusCode).toBe(404);
  });

  it("finds a message by the provider's id", async () => {
    const list = await app.inject(authed(admin, { url: '/api/v1/admin/outbox?q=msg-2' }));
    expect(list.json<Paginated<OutboxListItem>>().results.map((row) => row.recipient)).toEqual([
      '+96551110000',
    ]);
  });
});
