import { describe, expect, it } from 'vitest';
import type { OutboxMessage, Paginated } from '../../../../src/domain/api-types.ts';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp({ smtpUrl: null });
const noDev = await createTestApp({ devEndpoints: false });

describe('outbox without SMTP', () => {
  it('keeps messages in the database, listed newest first by the dev endpoint', async () => {
    for (const username of ['door', 'admin']) {
      await app.inject({ method: 'POST', url: '/api/v1/user/forgot_password', payload: { username } });
    }
    expect(await app.outbox.drainOnce()).toBe(2);
    const res = await app.inject({ url: '/api/v1/dev/outbox?limit=1' });
    const page = res.json<Paginated<OutboxMessage>>();
    expect(page.count).toBe(2);
    expect(page.next).toBe('/api/v1/dev/outbox?limit=1&offset=1');
    expect(page.results[0]).toMatchObject({
      recipient: 'admin@demo.gulfpay.test',
      status: 'kept',
      channel: 'email',
    });
  });

  it('hides the dev endpoint when DEV_ENDPOINTS is off', async () => {
    const res = await noDev.inject({ url: '/api/v1/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });
});
