import type {
  Banner,
  DeliveryType,
  HeaderConfig,
  MenuConfig,
  MenuItem,
  ProductCategory,
} from '../../../src/domain/contracts/food.ts';
import { formatApiMoney } from '../../../src/domain/money.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { Texts } from '../../lib/locale-texts.ts';
import { esc } from '../pay-page/service.ts';

/** A locale text: namespace:key, {{name}} values, and the count that picks a plural form. */

/**
 * Static HTML of the menu's first screen (src/features/food-menu/components/menu-page.tsx and
 * the parts it draws), drawn by the browser before any script runs. Each rule repeats the
 * Chakra styles those components get, so nothing moves or grows when the app takes over.
 */

/** What the first screen shows; the same answers are inlined for the app's queries. */
export interface MenuScreen {
  config: MenuConfig;
  header: HeaderConfig;
  banners: Banner[];
  deliveryType: DeliveryType;
  promoted: MenuItem[];
  categories: ProductCategory[];
  items: MenuItem[];
}

/** Only web and same-origin addresses become src/href; anything else (javascript:, data:) is dropped. */
const safeUrl = (value: string | null | undefined) =>
  value && /^(https?:\/\/|\/(?!\/))/i.test(value) ? esc(value) : null;

const pick = (text: { en: string; ar: string }, lang: Lang) => text[lang] || text.en;

// The app renders into #root hidden until its menu is ready and removes #prerender (menu-page.tsx).
export const MENU_CSS = `#prerender~#root{display:none}
body{margin:0;font-family:'Noto Sans','Noto Sans Arabic',system-ui,sans-serif;line-height:1.5;color:#000}
#prerender{font-family:'fm Noto Sans','fm Noto Sans Arabic',system-ui,sans-serif}
:where(#prerender *){box-sizing:border-box;margin:0;padding:0;border:0 solid #e4e4e7}
:where(#prerender img){display:block;max-width:100%}
:where(#prerender a){color:inherit;text-decoration:none}
:where(#prerender ul){list-style:none}
.fm-page{min-height:100dvh;background:#fafafa}
.fm-header{position:sticky;top:0;z-index:1;background:#fff;color:#09090b;border-block-end-width:1px}
.fm-bar{display:flex;align-items:center;gap:12px;max-width:48rem;min-height:4rem;margin-inline:auto;padding-inline:16px}
.fm-home{display:flex;align-items:center;gap:12px;flex:1;min-width:0}
.fm-home img{border-radius:8px}
.fm-title{font-size:16px;line-height:24px;font-weight:600;overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1}
.fm-btn{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;height:36px;padding-inline:14px;font-size:14px;line-height:20px;font-weight:500;border-radius:4px;border:1px solid transparent;white-space:nowrap}
.fm-lang{color:#92310a}
.fm-cart{background:#fff;color:#09090b;border-color:#f97316}
.fm-main{max-width:48rem;margin-inline:auto;padding:20px 12px}
@media (min-width:48em){.fm-main{padding-inline:16px}}
.fm-stack{display:flex;flex-direction:column;gap:20px}
.fm-stack3{display:flex;flex-direction:column;gap:12px}
.fm-hero{position:relative;border-radius:8px;overflow:hidden;background:#ffedd5;min-height:6rem}
.fm-hero>img{width:100%;aspect-ratio:4/1;object-fit:cover}
.fm-hero>div{padding:16px}
.fm-hero h1{font-size:20px;line-height:30px;font-weight:600}
.fm-muted{color:#52525b}
.fm-banners{display:flex;gap:12px;overflow-x:auto}
.fm-banners figure{flex-shrink:0;width:80%}
@media (min-width:48em){.fm-banners figure{width:48%}}
.fm-banners img{width:100%;border-radius:8px;aspect-ratio:2/1;object-fit:cover}
.fm-settings{background:#fff;border-width:1px;border-radius:8px;padding:16px}
.fm-types{display:flex;gap:4px;background:#f4f4f5;border-radius:9999px;padding:4px}
.fm-types span{flex:1;text-align:center;border-radius:9999px;padding-block:8px;font-weight:500;color:#09090b}
.fm-types .fm-on{background:#ea580c;color:#fff}
.fm-label{display:block;font-size:14px;line-height:21px;font-weight:500;margin-block-end:4px}
.fm-control{display:flex;align-items:center;width:100%;height:40px;padding-inline:12px;border-width:1px;border-radius:4px;background:#fff}
.fm-select{width:100%;height:40px;padding-inline:12px;font:inherit;color:inherit;border:1px solid #e4e4e7;border-radius:4px;background:#fff}
.fm-search{font-size:14px;color:#71717a}
.fm-link{font-size:14px;color:#92310a;align-self:flex-start}
.fm-chips{display:flex;gap:8px;overflow-x:auto;padding-block:4px}
.fm-chip{border-radius:9999px;color:#92310a;background:#fff;border-color:#f97316}
.fm-chip.fm-on{background:#ea580c;color:#fff;border-color:transparent}
.fm-h2{font-size:16px;line-height:24px;font-weight:600}
.fm-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:12px}
@media (min-width:48em){.fm-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
.fm-card{display:flex;gap:12px;height:100%;padding:12px;background:#fff;color:#09090b;border-width:1px;border-radius:8px}
.fm-card img,.fm-noimg{width:96px;height:96px;flex-shrink:0;border-radius:6px;object-fit:cover}
.fm-noimg{background:#f4f4f5}
.fm-card>div{display:flex;flex-direction:column;gap:4px;min-width:0;flex:1}
.fm-card h3{font-size:14px;line-height:20px;font-weight:600;overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1}
.fm-card h3+p{font-size:14px;line-height:21px;color:#52525b;overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2}
.fm-price{display:flex;justify-content:space-between;align-items:center;gap:8px;margin-block-start:auto}
.fm-price p{font-weight:600}
.fm-was{display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}
.fm-was p:first-child{color:#92310a}
.fm-was s{font-size:14px;color:#52525b}
.fm-off{opacity:.6}
.fm-off-text{font-size:12px;color:#dc2626}`;

export interface HeaderLinks {
  /** The same page in the other language: the switch works before the app loads. */
  otherLanguageHref: string;
}

function headerHtml(config: MenuConfig, lang: Lang, t: Texts, links: HeaderLinks): string {
  const logo = safeUrl(config.logo_url);
  return `<header class="fm-header"><div class="fm-bar"><a class="fm-home" href="/${lang}/new-menu">${
    logo ? `<img src="${logo}" alt="" width="40" height="40">` : ''
  }<p class="fm-title">${esc(pick(config.title, lang))}</p></a><a class="fm-btn fm-lang" href="${esc(
    links.otherLanguageHref,
  )}" aria-label="${esc(t('common:switch_language'))}">${esc(t('common:other_language'))}</a><a class="fm-btn fm-cart" href="/${lang}/order-summary">${esc(
    t('food-menu:cart.open', { count: '0' }, 0),
  )}</a></div></header>`;
}

function heroHtml(screen: MenuScreen, lang: Lang): string {
  const image = safeUrl(screen.header.image_url);
  return `<div class="fm-hero">${image ? `<img src="${image}" alt="">` : ''}<div><h1>${esc(
    pick(screen.config.title, lang),
  )}</h1><p class="fm-muted">${esc(pick(screen.header.welcome, lang))}</p></div></div>`;
}

function bannersHtml(banners: Banner[], lang: Lang, t: Texts): string {
  const shown = banners.filter((banner) => safeUrl(banner.image_url));
  if (shown.length === 0) return '';
  return `<section class="fm-banners" aria-label="${esc(t('food-menu:banners'))}">${shown
    .map(
      (banner) =>
        `<figure><img src="${safeUrl(banner.image_url)}" alt="${esc(pick(banner.title, lang))}"></figure>`,
    )
    .join('')}</section>`;
}

/** OrderSettings with nothing chosen yet: the delivery types and the place to choose. */
function settingsHtml(screen: MenuScreen, lang: Lang, t: Texts): string {
  const byArea = screen.deliveryType !== 'pickup';
  const types = screen.config.delivery_types
    .map(
      (type) =>
        `<span${type === screen.deliveryType ? ' class="fm-on"' : ''}>${esc(t(`food-menu:type.${type}`))}</span>`,
    )
    .join('');
  return `<div class="fm-settings fm-stack3" inert><div class="fm-types">${types}</div><div><p class="fm-label">${esc(
    t(byArea ? 'food-menu:settings.area' : 'food-menu:settings.branch'),
  )}</p><select class="fm-select" tabindex="-1"><option>${esc(
    t(byArea ? 'food-menu:settings.choose_area' : 'food-menu:settings.choose_branch'),
  )}</option></select></div>${
    byArea
      ? ''
      : `<a class="fm-link" href="/${lang}/branches">${esc(t('food-menu:settings.see_branches'))}</a>`
  }</div>`;
}

function priceHtml(item: MenuItem, lang: Lang, currency: string, t: Texts): string {
  const price = formatApiMoney(item.price, currency, lang);
  if (item.price_with_discount === null) return `<p>${esc(price)}</p>`;
  return `<div class="fm-was"><p>${esc(formatApiMoney(item.price_with_discount, currency, lang))}</p><s aria-label="${esc(
    t('food-menu:item.was', { price }),
  )}">${esc(price)}</s></div>`;
}

function cardHtml(item: MenuItem, lang: Lang, currency: string, t: Texts): string {
  const name = esc(pick(item.name, lang));
  const image = safeUrl(item.images[0]);
  return `<li><a class="fm-card${item.available ? '' : ' fm-off'}" href="/${lang}/category/${item.category_id}/food-details/${item.id}" aria-label="${name}">${
    image
      ? `<img src="${image}" alt="" width="96" height="96" loading="lazy">`
      : '<span class="fm-noimg"></span>'
  }<div><h3>${name}</h3><p>${esc(pick(item.description, lang))}</p><div class="fm-price">${priceHtml(
    item,
    lang,
    currency,
    t,
  )}${item.available ? '' : `<p class="fm-off-text">${esc(t('food-menu:item.unavailable'))}</p>`}</div></div></a></li>`;
}

const gridHtml = (items: MenuItem[], label: string, lang: Lang, currency: string, t: Texts) =>
  `<ul class="fm-grid" aria-label="${esc(label)}">${items.map((item) => cardHtml(item, lang, currency, t)).join('')}</ul>`;

/** MenuItems with no search and no category chosen: every category's dishes. */
function itemsHtml(screen: MenuScreen, lang: Lang, t: Texts): string {
  const currency = screen.config.currency_code;
  const chips = [
    `<span class="fm-btn fm-chip fm-on">${esc(t('food-menu:all'))}</span>`,
    ...screen.categories.map(
      (category) => `<span class="fm-btn fm-chip">${esc(pick(category.name, lang))}</span>`,
    ),
  ].join('');
  const promoted =
    screen.promoted.length > 0
      ? `<section class="fm-stack3" aria-labelledby="menu-promoted"><h2 class="fm-h2" id="menu-promoted">${esc(
          t('food-menu:promoted'),
        )}</h2>${gridHtml(screen.promoted, t('food-menu:promoted'), lang, currency, t)}</section>`
      : '';
  const items =
    screen.items.length > 0
      ? gridHtml(screen.items, t('food-menu:items'), lang, currency, t)
      : `<p class="fm-muted">${esc(t('food-menu:empty'))}</p>`;
  return `<div class="fm-stack"><div class="fm-control fm-search" inert>${esc(
    t('food-menu:search.placeholder'),
  )}</div><nav class="fm-chips" aria-label="${esc(t('food-menu:categories'))}" inert>${chips}</nav>${promoted}<section class="fm-stack3" aria-labelledby="menu-items"><h2 class="fm-h2" id="menu-items">${esc(
    t('food-menu:all'),
  )}</h2>${items}</section></div>`;
}

export function menuHtml(screen: MenuScreen, lang: Lang, t: Texts, links: HeaderLinks): string {
  return `<div class="fm-page">${headerHtml(screen.config, lang, t, links)}<main class="fm-main"><div class="fm-stack">${heroHtml(
    screen,
    lang,
  )}${bannersHtml(screen.banners, lang, t)}${settingsHtml(screen, lang, t)}${itemsHtml(screen, lang, t)}</div></main></div>`;
}
