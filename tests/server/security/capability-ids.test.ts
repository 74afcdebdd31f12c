import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../server/db/handle.ts';
import { DEMO_COLLECTOR_ID } from '../../../server/modules/customer-payment/demo-data.ts';
import type { CustomerPaymentCreateResponse } from '../../../src/domain/contracts/customer-payments.ts';
import type { BookingResponse, EventDetail } from '../../../src/domain/contracts/events.ts';
import type { CheckoutResponse } from '../../../src/domain/contracts/food.ts';
import type { AttachmentUploadResponse } from '../../../src/domain/contracts/integrations.ts';
import type { CreatedTransaction } from '../../../src/domain/contracts/payment-requests.ts';
import type { PayResponse, PayTransaction } from '../../../src/domain/contracts/payments.ts';
import { book, bookingFor, EV, eventDetail } from '../events-fixtures.ts';
import { checkout, demoMenu, FOOD, line, order } from '../food-fixtures.ts';
import { ADMIN, authed, login } from '../helper.ts';
import { createRequest, PR, pressSandbox } from '../modules/payments/fixtures.ts';
import { appWithPwa, inTurn } from './capability-fixtures.ts';
import { CAPABILITY_IDS, type CapabilityName } from './capability-ids.ts';
import { ROUTES } from './route-table.ts';

/**
 * Each kind of capability id (capability-ids.ts), obtained as a customer obtains it, is random
 * with at least 128 bits and opens each route the route table marks with it; a guess of the
 * same form opens nothing.
 */
const app = await appWithPwa();
const admin = (await login(app, ADMIN, '10.12.9.1')).access;
const SAMPLE = 32;

/** The bytes an id's text stands for: a UUID's 32 hex digits, or base64url. */
function decode(id: string, format: 'uuid' | 'base64url'): Buffer {
  if (format === 'uuid') {
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    return Buffer.from(id.replaceAll('-', ''), 'hex');
  }
  expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
  return Buffer.from(id, 'base64url');
}

/**
 * Bits that take both values somewhere in the sample. A fixed bit never does (a version-4
 * UUID's version nibble and variant bits: 6 of 128); a random one fails to in 32 samples with
 * odds of 2^-31, so this counts the random bits the format leaves.
 */
function varyingBits(values: Buffer[]): number {
  const length = Math.min(...values.map((value) => value.length));
  let varying = 0;
  for (let bit = 0; bit < length * 8; bit += 1) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    const ones = values.filter((value) => ((value[byte] ?? 0) & mask) !== 0).length;
    if (ones > 0 && ones < values.length) varying += 1;
  }
  return varying;
}

function expectCapability(kind: CapabilityName, where: string, ids: string[]) {
  const { format, bits } = CAPABILITY_IDS[kind];
  const name = `${kind} made ${where}`;
  expect(ids, name).toHaveLength(SAMPLE);
  expect(new Set(ids).size, `${name}: distinct`).toBe(SAMPLE);
  const decoded = ids.map((id) => decode(id, format));
  // Characters × bits per character, then the bits seen to vary: both at least 128.
  expect(decoded[0]?.length ?? 0, `${name}: bits the format carries`).toBe(bits / 8);
  expect(varyingBits(decoded), `${name}: random bits`).toBe(bits);
  expect(bits).toBeGreaterThanOrEqual(128);
}

/** An id of the right form that nobody was given: for a UUID, a fresh random one. */
const guessUuid = () => crypto.randomUUID();

// --- ids as customers get them ----------------------------------------------------------------

/** Payment requests, as a merchant's dashboard makes them (group-committed creation). */
const requests = await inTurn(SAMPLE, (i) =>
  createRequest(app, admin, { customer_name: `Customer ${i}`, customer_email: `c${i}@example.kw` }),
);

/** A customer paying at a collector's counter link: the transaction made on the spot. */
const counterPayments = await inTurn(SAMPLE, async (i) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/plugins/customer_payment/create/${DEMO_COLLECTOR_ID}/`,
    payload: {
      amount: '20',
      customer_name: `Walk-in ${i}`,
      customer_phone: '+96550000000',
      gateway_code: 'knet',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CustomerPaymentCreateResponse>();
});

/** Each payment request paid by its customer: one attempt each. */
const attempts = await inTurn(SAMPLE, async (i) => {
  const res = await app.inject({
    method: 'POST',
    url: `${PR}/pay/${requests[i]?.id}`,
    payload: { gateway_code: 'knet' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PayResponse>();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const files = await inTurn(SAMPLE, async (i) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), `invoice-${i}.pdf`);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const res = await app.inject(
    authed(admin, {
      method: 'POST',
      url: '/api/v1/attachment/upload',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AttachmentUploadResponse>();
});
const fileId = (url: string) => new URL(url).pathname.split('/')[4] ?? '';

const iftar: EventDetail = await eventDetail(app, 'community-iftar');
const bookings = await inTurn(SAMPLE, async (i) => {
  const res = await book(app, bookingFor(iftar, { email: `guest${i}@example.kw` }));
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<BookingResponse>();
  const url = new URL(body.tickets_url ?? '');
  return { id: body.booking_id, token: url.searchParams.get('token') ?? '' };
});

const menu = await demoMenu(app);
const orders: CheckoutResponse[] = await inTurn(SAMPLE, () =>
  checkout(
    app,
    order({
      branch: menu.branch('Salmiya').id,
      lines: [line(menu.item('Chicken Tikka').id, { quantity: 2 })],
    }),
  ),
);

/** Each kind's ids from each place that makes them. */
const MADE: Record<CapabilityName, Record<string, string[]>> = {
  transaction_id: {
    'by the dashboard': requests.map((request) => request.id),
    'by a customer at a counter link': counterPayments.map((payment) => payment.transaction_id),
  },
  attempt_id: { 'by paying': attempts.map((attempt) => attempt.attempt_id) },
  file_id: { 'by an upload': files.map((file) => fileId(file.file_url)) },
  ticket_token: { 'by a booking': bookings.map((booking) => booking.token) },
  order_token: { 'by a checkout': orders.map((placed) => placed.token) },
};

// --- each capability route: the real id opens it, a guess of the same form does not ----------

const request = requests[0] as CreatedTransaction;
const attempt = attempts[1] as PayResponse;
const paidAttempt = attempts[2] as PayResponse;
expect((await pressSandbox(app, paidAttempt.attempt_id, 'approve')).statusCode).toBe(303);
const file = files[0] as AttachmentUploadResponse;
const booking = bookings[0] as { id: string; token: string };
const placed = orders[0] as CheckoutResponse;
const ORDER_GUESS = 'A'.repeat(43);

/** The request a holder of the id makes, or (real = false) one with a guessed id of the same form. */
const EXERCISES: Readonly<Record<string, (real: boolean) => InjectOptions>> = {
  'OPTIONS /api/v1/plugins/:plugin/transaction/pay/:id': (real) => ({
    method: 'OPTIONS',
    url: `${PR}/pay/${real ? request.id : guessUuid()}`,
  }),
  'GET /api/v1/plugins/:plugin/transaction/pay/:id': (real) => ({
    url: `${PR}/pay/${real ? request.id : guessUuid()}`,
  }),
  'PATCH /api/v1/plugins/:plugin/transaction/pay/:id': (real) => ({
    method: 'PATCH',
    url: `${PR}/pay/${real ? request.id : guessUuid()}`,
    payload: { extra: {} },
  }),
  'POST /api/v1/plugins/:plugin/transaction/pay/:id': (real) => ({
    method: 'POST',
    url: `${PR}/pay/${real ? request.id : guessUuid()}`,
    payload: { gateway_code: 'knet' },
  }),
  'POST /api/v1/plugins/:plugin/transaction/pay-choices/:id': (real) => ({
    method: 'POST',
    url: `${PR}/pay-choices/${real ? request.id : guessUuid()}`,
    payload: {},
  }),
  'GET /api/v1/plugins/:plugin/transaction/details/:attempt_id': (real) => ({
    url: `/api/v1/plugins/pos/transaction/details/${real ? attempt.attempt_id : guessUuid()}`,
  }),
  'GET /api/v1/plugins/:plugin/transaction/receipt/:attempt_id': (real) => ({
    url: `/api/v1/plugins/pos/transaction/receipt/${real ? paidAttempt.attempt_id : guessUuid()}`,
  }),
  'GET /gateway/sandbox/:attempt_id': (real) => ({
    url: `/gateway/sandbox/${real ? attempt.attempt_id : guessUuid()}`,
  }),
  'GET /gateway/go/:attempt_id': (real) => ({
    url: `/gateway/go/${real ? attempt.attempt_id : guessUuid()}`,
  }),
  'GET /api/v1/gateways/return/:attempt_id/:leg': (real) => ({
    url: `/api/v1/gateways/return/${real ? attempt.attempt_id : guessUuid()}/error`,
  }),
  'POST /api/v1/gateways/return/:attempt_id/:leg': (real) => ({
    method: 'POST',
    url: `/api/v1/gateways/return/${real ? attempt.attempt_id : guessUuid()}/response`,
    payload: 'trandata=00',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  'POST /gateway/sandbox/:attempt_id': (real) => ({
    method: 'POST',
    url: `/gateway/sandbox/${real ? attempt.attempt_id : guessUuid()}`,
    payload: 'action=cancel',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  'GET /api/v1/files/:id/:name': (real) => ({
    url: real ? new URL(file.file_url).pathname : `/api/v1/files/${guessUuid()}/invoice-0.pdf`,
  }),
  [`GET ${EV}/tickets/:booking_id`]: (real) => ({
    url: `${EV}/tickets/${booking.id}?token=${real ? booking.token : 'A'.repeat(32)}`,
  }),
  [`GET ${FOOD}/order/details/:number`]: (real) => ({
    url: `${FOOD}/order/details/${placed.order_number}?token=${real ? placed.token : ORDER_GUESS}`,
  }),
  [`OPTIONS ${FOOD}/order-feedback/:number`]: (real) => ({
    method: 'OPTIONS',
    url: `${FOOD}/order-feedback/${placed.order_number}?token=${real ? placed.token : ORDER_GUESS}`,
  }),
  [`POST ${FOOD}/order-feedback/:number`]: (real) => ({
    method: 'POST',
    url: `${FOOD}/order-feedback/${placed.order_number}`,
    payload: { rating: 5, comment: '', token: real ? placed.token : ORDER_GUESS },
  }),
};

/** The server-drawn pay pages and results answer 200 either way; only the real id's has the payment in it. */
const DRAWN_PAGES: Record<string, string> = {
  'GET /:lang/pos/pay/:id': '/en/pos/pay/',
  'GET /:lang/spf/payment-options/:id': '/en/spf/payment-options/',
  'GET /:lang/pos/attempt-detail/:attempt_id': '/en/pos/attempt-detail/',
};

const KINDS = Object.keys(CAPABILITY_IDS) as CapabilityName[];
const CAPABILITY_ROUTES = Object.entries(ROUTES).flatMap(([key, row]) =>
  row.capability ? [{ key, kind: row.capability.id }] : [],
);
const routesOf = (kind: CapabilityName) =>
  CAPABILITY_ROUTES.filter((route) => route.kind === kind).map((route) => route.key);

describe('the capability routes the route table marks', () => {
  it('use every kind of capability id', () => {
    expect(KINDS.filter((kind) => routesOf(kind).length === 0)).toEqual([]);
  });

  it('are all that is exercised here', () => {
    const marked = new Set(CAPABILITY_ROUTES.map((route) => route.key));
    const exercised = [...Object.keys(EXERCISES), ...Object.keys(DRAWN_PAGES)];
    expect(exercised.filter((key) => !marked.has(key))).toEqual([]);
  });
});

describe.each(KINDS)('%s', (kind) => {
  it('is random with at least 128 bits wherever it is made', () => {
    for (const [where, ids] of Object.entries(MADE[kind])) expectCapability(kind, where, ids);
  });

  for (const key of routesOf(kind).filter((route) => !DRAWN_PAGES[route]))
    it(`${key} opens with it and answers a guess as not found`, async () => {
      const exercise = EXERCISES[key];
      expect(exercise, 'every capability route is exercised here').toBeDefined();
      const guessed = await app.inject(exercise?.(false) ?? {});
      expect(guessed.statusCode, guessed.body).toBe(404);
      const opened = await app.inject(exercise?.(true) ?? {});
      expect(opened.statusCode, opened.body).not.toBe(404);
      expect(opened.statusCode, opened.body).toBeLessThan(500);
    });
});

describe('the server-drawn pay page', () => {
  it('shows a payment to its id only', async () => {
    const drawnRequest = await createRequest(app, admin, { customer_name: 'Hessa Drawn' });
    const drawn = await app.inject({ url: `/en/pos/pay/${drawnRequest.id}` });
    expect(drawn.body).toContain('Hessa Drawn');
    for (const prefix of Object.values(DRAWN_PAGES)) {
      const guessed = await app.inject({ url: `${prefix}${guessUuid()}` });
      expect(guessed.statusCode).toBe(200);
      expect(guessed.body).not.toContain('Hessa Drawn');
      // The page is drawn from a refusal: the only answer it carries holds no payment.
      const inlined = /<script type="application\/json" id="query-data">([\s\S]*?)<\/script>/.exec(
        guessed.body,
      );
      const { queries } = JSON.parse(inlined?.[1] ?? '{}') as { queries: { state: { data?: unknown } }[] };
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) expect(query.state.data).toBeUndefined();
    }
  });
});

describe('the pay page reveals only what its holder should see', () => {
  it("shows the payment's own customer and merchant, nothing of other payments or of the server", async () => {
    const mine = await createRequest(app, admin, {
      customer_name: 'Mariam Al-Kandari',
      customer_phone: '+96551112222',
      customer_email: 'mariam@example.kw',
    });
    const theirs = await createRequest(app, admin, {
      customer_name: 'Yousef Al-Rashid',
      customer_phone: '+96553334444',
      customer_email: 'yousef@example.kw',
    });
    const res = await app.inject({ url: `${PR}/pay/${mine.id}` });
    expect(res.statusCode).toBe(200);
    const shown = res.json<PayTransaction>();
    // SPEC 3: the customer's own details are on their payment page.
    expect(Object.values(shown.customer_details)).toEqual(
      expect.arrayContaining(['Mariam Al-Kandari', '+96551112222', 'mariam@example.kw']),
    );
    for (const other of [theirs.id, 'Yousef', '+96553334444', 'yousef@example.kw']) {
      expect(res.body).not.toContain(other);
    }
    // Exactly the documented fields: a new one is a decision, not an accident.
    expect(Object.keys(shown).sort()).toEqual(
      [
        'id',
        'plugin',
        'state',
        'amount',
        'currency',
        'decimal_places',
        'extra',
        'customer_details',
        'merchant_details',
        'unit_details',
        'terms',
        'pay_choices',
        'details',
        'valid_for_payment',
        'has_editable_amount',
        'description',
        'attachment_url',
        'attachment_name',
        'remarks',
        'expiration_time',
        'country_code',
        'additional_phone_number',
        'disclaimer',
        'disclaimer_message',
        'next_url',
      ].sort(),
    );
    const secrets = await queryable(app.db).selectFrom('settings').select('value').execute();
    for (const { value } of secrets) expect(res.body).not.toContain(value);
    expect(res.body).not.toMatch(/merchant_id|created_by|api_key|webhook|secret|password/i);
  });
});
