import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { retryDelayMs } from '../../../../server/modules/outbox/worker.ts';
import { createTestApp, readOutbox } from '../../helper.ts';
import { startMailSink } from '../../mail-sink.ts';

let rejectNext = 0;
// A real SMTP server on a random local port: the worker talks the actual protocol. It refuses
// the next `rejectNext` recipients.
const { received, url: smtpUrl } = await startMailSink(() => {
  if (rejectNext === 0) return false;
  rejectNext -= 1;
  return true;
});

const app = await createTestApp({
  smtpUrl,
  mailFrom: 'Gulf Pay <no-reply@pay.test>',
});

const outbox = () => readOutbox(app);

/** Quoted-printable soft line breaks split long links; undo them to read the body. */
const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('outbox worker with SMTP', () => {
  it('delivers the password reset email with its link over SMTP', async () => {
    await app.inject({ method: 'POST', url: '/api/v1/user/forgot_password', payload: { username: 'admin' } });
    expect((await outbox())[0]?.status).toBe('pending');
    expect(await app.outbox.drainOnce()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['admin@demo.gulfpay.test']);
    const body = decode(received[0]?.raw ?? '');
    expect(body).toContain('Subject: Reset your Gulf Pay password');
    expect(body).toMatch(/http:\/\/pay\.test\/en\/reset-password\?username=admin&token=[\w-]+/);
    expect((await outbox())[0]?.status).toBe('sent');
    expect(await app.outbox.drainOnce()).toBe(0);
  });

  it('keeps a failed message pending for a later retry instead of losing it', async () => {
    rejectNext = 1;
    await app.inject({ method: 'POST', url: '/api/v1/user/forgot_password', payload: { username: 'door' } });
    expect(await app.outbox.drainOnce()).toBe(1);
    const [failed] = await outbox();
    expect(failed?.status).toBe('pending');
    // Not due yet: the backoff pushes the next attempt into the future.
    expect(await app.outbox.drainOnce()).toBe(0);
    await queryable(app.db)
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(0) })
      .where('id', '=', failed?.id ?? 0)
      .execute();
    expect(await app.outbox.drainOnce()).toBe(1);
    expect((await outbox())[0]?.status).toBe('sent');
    expect(received.at(-1)?.to).toEqual(['door@demo.gulfpay.test']);
  });

  it('gives up after the maximum attempts and marks the message failed', async () => {
    rejectNext = 100;
    await app.inject({ method: 'POST', url: '/api/v1/user/forgot_password', payload: { username: 'door' } });
    for (let attempt = 0; attempt < app.config.outboxMaxAttempts; attempt++) {
      await queryable(app.db)
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(0) })
        .where('status', '=', 'pending')
        .execute();
      await app.outbox.drainOnce();
    }
    rejectNext = 0;
    const [last] = await outbox();
    expect(last?.status).toBe('failed');
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});
