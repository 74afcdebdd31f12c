import type {
  PayChoice,
  PayPageConfig,
  PayTransaction,
  UnitDetails,
} from '../../../src/domain/contracts/payments.ts';
import { amountMinor, formatApiMoney } from '../../../src/domain/money.ts';
import { hasFee } from '../../../src/domain/pay-choices.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { Texts } from '../../lib/locale-texts.ts';

/**
 * Static HTML of the pay page's first screen, drawn by the browser before any script runs.
 * The React page (src/features/pay/components) replaces it with the same layout: every rule
 * below repeats the Chakra styles those components get, so nothing moves or grows when it does.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value from the database or a locale file goes through this, in text and in attributes. */
export const esc = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Only web and same-origin addresses become src/href; anything else (javascript:, data:) is dropped. */
const safeUrl = (value: string | null | undefined) =>
  value && /^(https?:\/\/|\/(?!\/))/i.test(value) ? esc(value) : null;

// The app renders into #root hidden until its page is ready and removes #prerender (pay-page.tsx).
export const PRERENDER_CSS = `#prerender~#root{display:none}
body{margin:0;font-family:'Noto Sans','Noto Sans Arabic',system-ui,sans-serif;line-height:1.5;color:#09090b}
:where(#prerender *){box-sizing:border-box;margin:0;padding:0;border:0 solid #e4e4e7}
:where(#prerender img){display:block;max-width:100%;height:auto}
:where(#prerender a){color:inherit;text-decoration:none}
.pr-page{min-height:100dvh;background:#fafafa}
.pr-header{min-height:4rem;border-block-end-width:1px;background:#fff}
.pr-bar{display:flex;align-items:center;gap:12px;max-width:48rem;min-height:4rem;margin-inline:auto;padding:8px 16px}
.pr-logo{border-radius:8px;object-fit:contain}
.pr-title{flex:1;font-size:16px;line-height:24px;font-weight:600;overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1}
.pr-lang{display:inline-flex;align-items:center;height:36px;padding-inline:14px;font-size:14px;line-height:20px;font-weight:500;border-radius:4px}
.pr-banner{width:100%;aspect-ratio:4/1;object-fit:cover}
.pr-main{max-width:42rem;margin-inline:auto;padding:24px 12px}
@media (min-width:48em){.pr-main{padding-inline:16px}}
.pr-card{background:#fff;border-width:1px;border-radius:6px;box-shadow:0 2px 4px #18181b1a,0 0 1px #18181b4d}
.pr-body{display:flex;flex-direction:column;gap:20px;padding:24px}
.pr-body h1{font-size:18px;line-height:28px;font-weight:600}
.pr-stack{display:flex;flex-direction:column;gap:12px}
.pr-dl{display:grid;grid-template-columns:minmax(6rem,40%) 1fr;gap:8px 12px;font-size:14px;line-height:21px}
.pr-dl dt,.pr-muted{color:#52525b}
.pr-dl dd{white-space:pre-line;overflow-wrap:anywhere}
.pr-strong dd{font-weight:600}
.pr-details{border-width:1px;border-radius:6px;padding:8px 12px}
.pr-details summary{cursor:pointer;font-weight:600}
.pr-details>div{padding-block:12px}
.pr-legend{font-weight:600;margin-block-end:8px}
.pr-choices{display:flex;flex-direction:column;gap:8px}
.pr-choice{display:flex;align-items:center;gap:12px;padding:12px;border-width:2px;border-radius:8px;background:#fff}
.pr-choice.pr-on{border-color:#f97316;background:#fff7ed}
.pr-radio{width:16px;height:16px;accent-color:#ea580c}
.pr-gw{flex:1;min-width:0}
.pr-gw p:first-child{font-weight:500}
.pr-gw p+p{font-size:14px;line-height:21px}
.pr-tag{background:#16a34a;color:#fff;font-size:12px;line-height:18px;font-weight:600;border-radius:9999px;padding:2px 8px;white-space:nowrap}
.pr-amount{font-weight:600;white-space:nowrap}
.pr-total{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:24px;background:#f4f4f5;border-radius:6px}
.pr-total p:first-child{font-weight:500}
.pr-total p+p{font-size:20px;line-height:30px;font-weight:700}
.pr-pay{display:flex;align-items:center;justify-content:center;height:44px;padding-inline:20px;border-radius:4px;background:#ea580c;color:#fff;font-weight:500}
.pr-message{display:flex;flex-direction:column;align-items:center;gap:12px;padding-block:32px;text-align:center}
.pr-message h1{font-size:20px;line-height:30px}
.pr-busy{min-height:28rem}`;

/** Mirrors headerColours in unit-header.tsx: the merchant's colour, and text that reads on it. */
function headerStyle(hex: string): string {
  if (!/^[0-9a-f]{6}$/i.test(hex)) return '';
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const dark = 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6;
  return ` style="background:#${hex};color:${dark ? '#18181b' : '#fff'}"`;
}

export interface HeaderLinks {
  /** The same page in the other language: the header's language switch works before the app loads. */
  otherLanguageHref: string;
}

export function headerHtml(unit: UnitDetails | null, lang: Lang, t: Texts, links: HeaderLinks): string {
  if (!unit) return '<header class="pr-header"></header>';
  const title = lang === 'ar' ? unit.title_ar : unit.title_en;
  const logo = safeUrl(unit.logo_url);
  const banner = safeUrl(unit.header_image_url);
  const website = safeUrl(unit.website);
  return `<header class="pr-header"${headerStyle(unit.header_color)}><div class="pr-bar">${
    logo ? `<img class="pr-logo" src="${logo}" alt="" width="40" height="40">` : ''
  }<p class="pr-title">${unit.show_unit_title ? esc(title) : ''}</p><a class="pr-lang" href="${esc(
    links.otherLanguageHref,
  )}" aria-label="${esc(t('common:switch_language'))}">${esc(t('common:other_language'))}</a></div>${
    banner
      ? `<a href="${website ?? '#'}" target="_blank" rel="noopener noreferrer"><img class="pr-banner" src="${banner}" alt="${esc(title)}"></a>`
      : ''
  }</header>`;
}

export function pageHtml(header: string, body: string): string {
  return `<div class="pr-page">${header}<main class="pr-main"><div class="pr-card"><div class="pr-body">${body}</div></div></main></div>`;
}

/** PayMessage: not found, paused, expired, paid… */
export const messageHtml = (title: string, message?: string | null) =>
  `<div class="pr-message" role="alert"><h1>${esc(title)}</h1>${
    message ? `<p class="pr-muted">${esc(message)}</p>` : ''
  }</div>`;

/** The address step loads its own code: its frame is drawn, its fields come with the app. */
export const busyHtml = () => '<div class="pr-busy" aria-busy="true"></div>';

const rows = (entries: [string, string][], strong = false) =>
  entries.length === 0
    ? ''
    : `<dl class="pr-dl${strong ? ' pr-strong' : ''}">${entries
        .map(([label, value]) => `<dt>${esc(label)}</dt><dd>${esc(value.split('~').join('\n'))}</dd>`)
        .join('')}</dl>`;

const firstValue = (details: Record<string, string>) => Object.values(details)[0] ?? '';

function choiceHtml(choice: PayChoice, on: boolean, lang: Lang, t: Texts): string {
  const logo = safeUrl(choice.logo_url);
  const fee = hasFee(choice)
    ? t('pay:details.fee', { fee: formatApiMoney(choice.fee, choice.currency_code, lang) })
    : t('pay:details.no_fee');
  return `<div class="pr-choice${on ? ' pr-on' : ''}"><input class="pr-radio" type="radio" tabindex="-1"${
    on ? ' checked' : ''
  }>${
    logo
      ? `<img src="${logo}" alt="" width="44" height="30" style="object-fit:contain">`
      : '<span style="width:44px;height:30px"></span>'
  }<div class="pr-gw"><p>${esc(choice.gateway)}</p><p class="pr-muted">${esc(fee)}</p>${
    choice.best_choice
      ? `<div style="margin-top:4px"><span class="pr-tag">${esc(t('pay:details.best_choice'))}</span></div>`
      : ''
  }</div><p class="pr-amount">${esc(formatApiMoney(choice.amount, choice.currency_code, lang))}</p></div>`;
}

/**
 * PayDetails' first screen: the order, the gateways with the default one selected, the total
 * and the pay button. The controls are inert (the app makes them work when it takes over).
 */
export function detailsHtml(transaction: PayTransaction, lang: Lang, t: Texts): string {
  const choices = transaction.pay_choices;
  const selected = choices.find((choice) => choice.is_default) ?? choices[0];
  const remarks = transaction.remarks.map(
    (remark) => [lang === 'ar' ? remark.label_ar : remark.label_en, remark.value] as [string, string],
  );
  const free =
    amountMinor(transaction.amount, transaction.currency) === 0 && !transaction.has_editable_amount;
  const total = selected?.amount ?? transaction.amount;
  const verb = free ? t('pay:details.book') : (selected?.button_verb ?? t('pay:details.pay'));
  const summary = `<div class="pr-stack">${rows(
    [
      [t('pay:details.from'), firstValue(transaction.merchant_details)],
      [t('pay:details.to'), firstValue(transaction.customer_details)],
    ],
    true,
  )}<details class="pr-details"><summary>${esc(t('pay:details.order_description'))}</summary><div class="pr-stack">${
    transaction.description
      ? `<p style="white-space:pre-line">${esc(transaction.description.split('~').join('\n'))}</p>`
      : ''
  }${rows(Object.entries(transaction.merchant_details))}${rows(Object.entries(transaction.customer_details))}${rows(
    remarks,
  )}</div></details></div>`;
  const list =
    choices.length === 0
      ? `<p class="pr-muted">${esc(t('pay:details.no_choices'))}</p>`
      : `<div inert><p class="pr-legend">${esc(t('pay:details.choose'))}</p><div class="pr-choices">${choices
          .map((choice) => choiceHtml(choice, choice === selected, lang, t))
          .join('')}</div></div>`;
  return `<h1>${esc(t('pay:details.title'))}</h1>${summary}${
    transaction.has_editable_amount ? '<div style="min-height:5rem"></div>' : ''
  }${list}<div class="pr-total"><p>${esc(t('pay:details.total'))}</p><p>${esc(
    formatApiMoney(total, transaction.currency, lang),
  )}</p></div><div class="pr-pay" inert>${esc(verb)}</div>`;
}

/** The address step comes first when the merchant captures an address and it is not yet saved. */
export function startsWithAddress(config: PayPageConfig, detailsStep: boolean): boolean {
  const { multicheckout } = config;
  return (
    !detailsStep &&
    multicheckout.multicheckout_enabled &&
    (multicheckout.capture_delivery_address || multicheckout.capture_delivery_location)
  );
}
