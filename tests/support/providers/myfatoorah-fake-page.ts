/** The fake's hosted payment page: what a customer sees at the PaymentURL, with the buttons a browser presses. */
import { formatAmount } from '../../../src/domain/money.ts';
import { FAKE_METHODS, type FakeInvoice } from './myfatoorah-fake-book.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function hostedPage(invoice: FakeInvoice): string {
  const arabic = invoice.language === 'AR';
  const method = FAKE_METHODS.find((candidate) => candidate.id === invoice.methodId);
  const amount = `${formatAmount(invoice.valueMinor, invoice.currency)} ${invoice.currency}`;
  const label = arabic
    ? { pay: 'ادفع', decline: 'رفض', cancel: 'إلغاء' }
    : { pay: 'Pay', decline: 'Decline', cancel: 'Cancel' };
  return `<!doctype html>
<html lang="${arabic ? 'ar' : 'en'}" dir="${arabic ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>MyFatoorah test page</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem}</style></head>
<body>
<h1>MyFatoorah test page</h1>
<p>${escapeHtml(method?.en ?? 'Card')} · ${escapeHtml(invoice.customerName)}</p>
<p><strong data-testid="amount" dir="ltr">${escapeHtml(amount)}</strong></p>
<p>Invoice ${invoice.InvoiceId}</p>
${
  invoice.status === 'Pending'
    ? `<form method="post">
<button name="action" value="pay">${label.pay}</button>
<button name="action" value="decline">${label.decline}</button>
<button name="action" value="cancel">${label.cancel}</button>
</form>`
    : `<p role="status">${invoice.status}</p>`
}
</body></html>`;
}
