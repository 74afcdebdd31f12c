/**
 * The guide's code: the same in every language (only the prose around it is translated).
 * The receiver mirrors server/modules/webhooks/signature.ts: any v1 made with the secret passes.
 */
export const AUTH_HEADER = 'Authorization: Api-Key gpk_…';

export const SIGNATURE_FORMAT = `x-gulfpay-signature: t=<unix time>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>[,v1=<…>]`;

export const CREATE_TRANSACTION = `curl -X POST "$ORIGIN/api/v1/plugins/e_commerce/transaction" \\
  -H "Authorization: Api-Key $GULFPAY_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: order-77" \\
  -d '{"amount": "12.500", "currency_code": "KWD", "pg_codes": ["knet"],
       "external_reference": "order-77",
       "webhook_url": "https://shop.example.com/hooks/gulfpay"}'

# 201 {"id": "…", "checkout_url": "…", "session_id": "…", "expiration_time": null}`;

export const RECEIVE_WEBHOOK = `import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const SECRET = process.env.GULFPAY_WEBHOOK_SECRET; // whsec_…, shown once

function verify(body, header, secret, toleranceSeconds = 300) {
  const parts = header.split(',').map((part) => part.split('='));
  const t = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${body}\`).digest();
  // During a secret roll there are two v1 values: either may be yours.
  return parts.some(([name, value]) => {
    const given = Buffer.from(name === 'v1' ? value ?? '' : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const seen = new Set(); // keep event ids in your database in production

createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const signature = String(request.headers['x-gulfpay-signature'] ?? '');
    if (!verify(body, signature, SECRET)) return response.writeHead(400).end();
    const event = JSON.parse(body);
    if (!seen.has(event.event_id)) {
      seen.add(event.event_id);
      // event.type: "transaction.paid", …; event.id: the transaction; event.state: its state now
    }
    response.writeHead(200).end();
  });
}).listen(3000);`;

export const EVENT_BODY = `{
  "event_id": "evt_…",
  "type": "transaction.paid",
  "id": "5b0c…",
  "plugin": "e_commerce",
  "state": "paid",
  "amount": "12.500",
  "currency_code": "KWD",
  "external_reference": "order-77",
  "updated_at": "2026-11-27T10:00:00.000Z"
}`;
