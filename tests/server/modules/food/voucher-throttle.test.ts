import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp();
const activate = (code: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/plugins/food_ordering/voucher/activate/',
    payload: { code, subtotal: '5.000' },
    remoteAddress,
  });

describe('voucher activation throttle', () => {
  it('lets a customer mistype a few codes, then makes a guesser at that address wait', async () => {
    for (let i = 0; i < 11; i++) expect((await activate(`GUESS${i}`, '10.31.0.1')).statusCode).toBe(400);
    const refused = await activate('WELCOME10', '10.31.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Try again in 1 second.' });
    // Another customer on another address is not held up.
    expect((await activate('WELCOME10', '10.31.0.2')).statusCode).toBe(200);
  });
});
