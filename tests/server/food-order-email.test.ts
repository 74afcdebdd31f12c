import { describe, expect, it } from 'vitest';
import { checkout, demoMenu, line, order } from './food-fixtures.ts';
import { createTestApp, readOutbox } from './helper.ts';
import { pressSandbox } from './modules/payments/fixtures.ts';

const app = await createTestApp({ smtpUrl: null });
const menu = await demoMenu(app);
const salmiya = menu.branch('Salmiya');
const tikka = menu.item('Chicken Tikka');

const confirmations = async (email: string) =>
  (await readOutbox(app, email)).filter((message) => /order|طلبك/i.test(message.subject));

describe('order confirmation email (issue 20)', () => {
  it('confirms a cash order at once, in the customer’s language, with the link to follow it', async () => {
    const customer = { name: 'نورة', phone: '+96550001234', email: 'cash@example.kw' };
    const placed = await checkout(
      app,
      order({ branch: salmiya.id, lines: [line(tikka.id, { quantity: 2 })], customer, lang: 'ar' }),
    );
    const [message, ...others] = await confirmations('cash@example.kw');
    expect(others).toHaveLength(0);
    expect(message?.subject).toBe(`طلبك ${placed.order_number} لدى متجر جلف باي التجريبي`);
    expect(message?.body).toContain('مرحبًا نورة،');
    expect(message?.body).toContain(
      `http://pay.test/ar/order-confirmation/${placed.order_number}?token=${placed.token}`,
    );
  });

  it('confirms a card order once it is paid, and not before or for a declined one', async () => {
    const customer = { name: 'Fatima', phone: '+96550001234', email: 'paid-order@example.kw' };
    const body = order({
      branch: salmiya.id,
      lines: [line(tikka.id, { quantity: 2 })],
      customer,
      gateway_code: 'knet',
    });
    const placed = await checkout(app, body);
    expect(await confirmations('paid-order@example.kw')).toHaveLength(0);
    const attemptId = placed.redirect_url?.split('/gateway/sandbox/')[1]?.split(/[?#]/)[0] ?? '';
    expect((await pressSandbox(app, attemptId, 'approve')).statusCode).toBe(303);
    const [message, ...others] = await confirmations('paid-order@example.kw');
    expect(others).toHaveLength(0);
    expect(message?.subject).toBe(`Your order ${placed.order_number} at Gulf Pay Demo Store`);

    const declinedCustomer = { ...customer, email: 'declined-order@example.kw' };
    const declined = await checkout(app, { ...body, customer: declinedCustomer });
    const declinedAttempt = declined.redirect_url?.split('/gateway/sandbox/')[1]?.split(/[?#]/)[0] ?? '';
    await pressSandbox(app, declinedAttempt, 'decline');
    expect(await confirmations('declined-order@example.kw')).toHaveLength(0);
  });
});
