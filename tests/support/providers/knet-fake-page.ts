import { knetAmount, readKnetAmount } from '../../../server/gateways/knet/account.ts';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The fake bank page: the amount and track id, Pay and Cancel. Not localised: it stands for KNET's page. */
export function bankPage(paymentid: string, fields: Record<string, string>): string {
  const amount = knetAmount(readKnetAmount(fields.amt) ?? 0);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>KNET test page</title>
<style>
body{font-family:system-ui,sans-serif;background:#eef2f6;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0002}
h1{font-size:20px;margin:0 0 16px;color:#0b3d91}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#555}dd{margin:0;font-weight:600}form{display:inline}
button{font-size:16px;padding:10px 24px;margin:16px 8px 0 0;border-radius:8px;border:1px solid #0b3d91;cursor:pointer}
.pay{background:#0b3d91;color:#fff}.cancel{background:#fff;color:#0b3d91}
</style></head>
<body><main>
<h1>KNET test page</h1>
<dl><dt>Amount</dt><dd>KWD ${escapeHtml(amount)}</dd>
<dt>Track ID</dt><dd>${escapeHtml(fields.trackid ?? '')}</dd>
<dt>Payment ID</dt><dd>${escapeHtml(paymentid)}</dd></dl>
<form method="post" action="/kpg/fake/pay"><input type="hidden" name="paymentid" value="${escapeHtml(paymentid)}"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/kpg/fake/cancel"><input type="hidden" name="paymentid" value="${escapeHtml(paymentid)}"><button class="cancel" type="submit">Cancel</button></form>
</main></body></html>`;
}

/** What the browser sees when the customer "closed the tab" before KNET could send the result. */
export const CLOSED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>KNET test page</title></head>
<body><p>KNET test page: the customer left before the result was sent.</p></body></html>`;

/** An errorURL address with KNET's clear error fields (manual K-064, 3.6.1). */
export function errorRedirect(errorUrl: string, fields: Record<string, string>): string {
  const query = new URLSearchParams(fields).toString();
  return `${errorUrl}${errorUrl.includes('?') ? '&' : '?'}${query}`;
}
