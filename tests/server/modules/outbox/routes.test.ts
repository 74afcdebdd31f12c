import { describe, expect, it, vi } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { up as ownLegacyMessages } from '../../../../server/db/migrations/20261129000200-outbox-owned.ts';
import { enqueue } from '../../../../server/modules/outbox/service.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type { OutboxListItem, OutboxMessage } from '../../../../src/domain/contracts/outbox.ts';
import { ADMIN, authed, createTestApp, DOOR, login, readOutbox } from '../../helper.ts';

// The variable that used to open /api/v1/dev/outbox: it must open nothing now.
vi.stubEnv('DEV_ENDPOINTS', '1');
const app = await createTestApp({ smtpUrl: null });
const admin = (await login(app, ADMIN)).access;
const { id: merchantId } = await queryable(app.db)
  .selectFrom('merchants')
  .select('id')
  .orderBy('id')
  .executeTakeFirstOrThrow();
const door = (await login(app, DOOR)).access;

const list = (query = '', token: string | null = admin) =>
  app.inject({
    url: `/api/v1/admin/outbox${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('who reads the outbox', () => {
  it('has no anonymous dev listing any more, even with DEV_ENDPOINTS=1', async () => {
    const dev = await app.inject({ url: '/api/v1/dev/outbox' });
    expect(dev.statusCode).toBe(404);
    expect(dev.json()).toEqual({ message: 'Not found.' });
  });

  it('gives nobody but a superuser the reset link a stranger asked for', async () => {
    await app.inject({ method: 'POST', url: '/api/v1/user/forgot_password', payload: { username: 'admin' } });
    const [newest] = (await list('?limit=1')).json<Paginated<OutboxListItem>>().results;
    if (!newest) throw new Error('no message');

    for (const url of ['/api/v1/admin/outbox', `/api/v1/admin/outbox/${newest.id}`]) {
      const anonymous = await app.inject({ url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        message: 'Authentication credentials were not provided or have expired.',
      });
      const staff = await app.inject(authed(door, { url }));
      expect(staff.statusCode).toBe(403);
      expect(staff.body).not.toContain('reset-password');
    }

    const [message] = await readOutbox(app, ADMIN.email);
    expect(message?.body).toMatch(/http:\/\/pay\.test\/en\/reset-password\?\S*token=/);
  });
});

describe('GET /admin/outbox', () => {
  it('keeps messages without SMTP, newest first, paged, without their bodies', async () => {
    await app.inject({ method: 'POST', url: '/api/v1/user/forgot_password', payload: { username: 'door' } });
    await app.outbox.drainOnce();
    const res = await list('?limit=1');
    expect(res.statusCode).toBe(200);
    const page = res.json<Paginated<OutboxListItem>>();
    expect(page.count).toBe(2);
    expect(page.next).toBe('/api/v1/admin/outbox?limit=1&offset=1');
    expect(page.previous).toBeNull();
    expect(page.results).toEqual([
      {
        id: expect.any(Number),
        channel: 'email',
        recipient: DOOR.email,
        subject: 'Reset your Gulf Pay password',
        status: 'kept',
        attempts: 1,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sent_at: null,
        provider_status: null,
        provider_message_id: null,
        resent_from: null,
      },
    ]);
  });

  it('filters by channel, status and recipient, and searches recipient and subject', async () => {
    await enqueue(app.db, {
      channel: 'sms',
      merchant_id: merchantId,
      recipient: '+96550001234',
      subject: '',
      body: 'Pay 5.000 KWD',
    });
    await enqueue(app.db, {
      channel: 'email',
      merchant_id: merchantId,
      recipient: 'a_b%c@example.com',
      subject: 'Your receipt',
      body: 'Thanks',
    });
    const recipients = async (query: string) =>
      (await list(query)).json<Paginated<OutboxListItem>>().results.map((row) => row.recipient);

    expect(await recipients('?channel=sms')).toEqual(['+96550001234']);
    expect(await recipients('?status=pending')).toEqual(['a_b%c@example.com', '+96550001234']);
    expect(await recipients('?status=kept&channel=email')).toEqual([DOOR.email, ADMIN.email]);
    expect(await recipients(`?recipient=${encodeURIComponent(DOOR.email)}`)).toEqual([DOOR.email]);
    expect(await recipients('?q=DEMO.GULFPAY')).toEqual([DOOR.email, ADMIN.email]);
    expect(await recipients('?q=receipt')).toEqual(['a_b%c@example.com']);
    // LIKE wildcards are searched for as typed.
    expect(await recipients(`?q=${encodeURIComponent('_b%')}`)).toEqual(['a_b%c@example.com']);
    expect(await recipients(`?q=${encodeURIComponent('%')}`)).toEqual(['a_b%c@example.com']);
  });

  it('refuses filters outside the choices', async () => {
    const res = await list('?channel=fax');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /admin/outbox/:id', () => {
  it('gives one message with its full body and the last error', async () => {
    const [row] = (await list(`?recipient=${encodeURIComponent(DOOR.email)}`)).json<
      Paginated<OutboxListItem>
    >().results;
    const res = await app.inject(authed(admin, { url: `/api/v1/admin/outbox/${row?.id}` }));
    expect(res.statusCode).toBe(200);
    const message = res.json<OutboxMessage>();
    expect(message).toMatchObject({ ...row, last_error: null });
    expect(message.body).toContain('/en/reset-password?');
  });

  it('answers 404 for a message that does not exist', async () => {
    const res = await app.inject(authed(admin, { url: '/api/v1/admin/outbox/999999' }));
    expect(res.statusCode).toBe(404);
  });
});

describe('messages queued before they had a merchant', () => {
  const legacy = (recipient: string) =>
    queryable(app.db)
      .insertInto('outbox')
      .values({
        channel: 'email',
        recipient,
        subject: 'Reset your password',
        body: 'http://pay.test/en/reset-password?token=old',
        status: 'kept',
        next_attempt_at: new Date(),
        created_at: new Date(),
        merchant_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('shows an unowned message to no merchant, and gives it to the only merchant there is', async () => {
    const { id } = await legacy('legacy@example.com');
    const recipients = async () =>
      (await list('?q=legacy')).json<Paginated<OutboxListItem>>().results.map((row) => row.recipient);
    expect(await recipients()).toEqual([]);
    expect((await app.inject(authed(admin, { url: `/api/v1/admin/outbox/${id}` }))).statusCode).toBe(404);

    await ownLegacyMessages(queryable(app.db));
    expect(await recipients()).toEqual(['legacy@example.com']);
  });
});
