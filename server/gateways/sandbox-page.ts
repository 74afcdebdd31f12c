import type { Lang } from '../lib/i18n.ts';
import { translate } from '../lib/i18n.ts';
import { Html, html } from './html.ts';

export interface SandboxPageModel {
  lang: Lang;
  attemptId: string;
  merchant: string;
  gateway: string;
  amount: string;
  fee: string;
  total: string;
  /** False once the attempt has a result: the page then only links back. */
  open: boolean;
  backUrl: string;
}

const STYLE = `
body{font-family:"Noto Sans","Noto Sans Arabic",system-ui,sans-serif;background:#f4f4f5;margin:0;padding:24px;color:#18181b}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 4px}.note{color:#71717a;font-size:.85rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#52525b}dd{margin:0;text-align:end;font-variant-numeric:tabular-nums}
.total{font-weight:700}.actions{display:grid;gap:8px}
button,a.back{font:inherit;padding:12px;border-radius:8px;border:1px solid #d4d4d8;background:#fff;cursor:pointer;text-align:center;text-decoration:none;color:inherit}
button[value=approve]{background:#16a34a;border-color:#16a34a;color:#fff}button[value=decline]{background:#dc2626;border-color:#dc2626;color:#fff}`;

/** The hosted page: plain HTML and a form, no script, so it works under the strict CSP. */
export function renderSandboxPage(model: SandboxPageModel): string {
  const t = (key: string) => translate(model.lang, key);
  const body = model.open
    ? html`<form method="post" action="/gateway/sandbox/${model.attemptId}" class="actions">
        <button type="submit" name="action" value="approve">${t('sandbox.approve')}</button>
        <button type="submit" name="action" value="decline">${t('sandbox.decline')}</button>
        <button type="submit" name="action" value="cancel">${t('sandbox.cancel')}</button>
      </form>`
    : html`<p>${t('sandbox.closed')}</p><a class="back" href="${model.backUrl}">${t('sandbox.back')}</a>`;
  return `<!doctype html>${html`<html lang="${model.lang}" dir="${model.lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('sandbox.title')}</title><style>${new Html(STYLE)}</style></head>
<body><main>
<h1>${model.gateway}</h1>
<p class="note">${t('sandbox.title')} — ${t('sandbox.note')}</p>
<dl>
<dt>${t('payments.detail.merchant')}</dt><dd>${model.merchant}</dd>
<dt>${t('payments.detail.amount')}</dt><dd>${model.amount}</dd>
<dt>${t('payments.detail.fee')}</dt><dd>${model.fee}</dd>
<dt class="total">${t('payments.detail.total')}</dt><dd class="total">${model.total}</dd>
</dl>
${body}
</main></body></html>`}`;
}
