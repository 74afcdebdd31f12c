import type { Browser, Page } from 'playwright-core';
import kitchen from '../locales/en/kitchen.json' with { type: 'json' };
import { PUBLISHED_DEMO_PASSWORDS } from '../server/db/demo-accounts';
import type { Branch, CheckoutResponse, MenuItem } from '../src/domain/contracts/food';
import { loggedInState } from './js-size';
import { median, percentile, progress, type Row } from './report';

const FOOD = '/api/v1/plugins/food_ordering';
const ORDERS = 20;
const GAP_MS = 300;
const BUDGET_MS = 2_000;
const WAIT_MS = 15_000;
const DEMO_ADMIN = { username: 'admin', password: PUBLISHED_DEMO_PASSWORDS.admin };

/** When an order number was first in the DOM, as Date.now() in the page (the bench's clock). */
interface Seen {
  anywhere: number;
  table?: number;
}

declare global {
  interface Window {
    __kitchenSeen?: Record<string, Seen>;
  }
}

/**
 * Records, on every DOM change, the order numbers the page shows: in the alarm banner (the
 * live stream's row, usually first) and in the orders table (after the list refetches).
 * Date.now() because the bench compares it with the time it sent the checkout, on the
 * same machine's clock. One anonymous callback: tsx wraps named inner functions in a
 * helper the page does not have.
 */
function watchOrderNumbers() {
  const seen: Record<string, Seen> = {};
  window.__kitchenSeen = seen;
  new MutationObserver(() => {
    const now = Date.now();
    const banner = [...document.querySelectorAll('[data-alarm] li')].map(
      (item) => item.firstElementChild?.textContent?.trim() ?? '',
    );
    const table = [...document.querySelectorAll('tbody tr td:first-child a')].map(
      (link) => link.textContent?.trim() ?? '',
    );
    for (const number of [...banner, ...table]) {
      if (number && !seen[number]) seen[number] = { anywhere: now };
    }
    for (const number of table) {
      const entry = seen[number];
      if (entry && entry.table === undefined) entry.table = now;
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** A pickup order paid cash on delivery, as a customer sends it; two dishes meet the minimum order. */
async function checkoutBody(baseUrl: string) {
  const branches = (await (await fetch(`${baseUrl}${FOOD}/branches`)).json()) as Branch[];
  const items = (await (
    await fetch(`${baseUrl}${FOOD}/menu-items?delivery_type=pickup`)
  ).json()) as MenuItem[];
  const item = items.find((candidate) => candidate.name.en === 'Chicken Tikka') ?? items[0];
  if (!branches[0] || !item) throw new Error('the demo menu has no branch or no pickup dish');
  return (index: number) =>
    JSON.stringify({
      delivery_type: 'pickup',
      branch: branches[0]?.id,
      delivery_area: null,
      lines: [
        {
          menu_item: item.id,
          quantity: 2,
          size: null,
          add_ons: [],
          options: {},
          special_instructions: '',
        },
      ],
      voucher: null,
      customer: { name: `Bench ${index + 1}`, phone: '+96550001234', email: 'bench@example.kw' },
      address: null,
      gateway_code: 'cod',
      lang: 'en',
    });
}

async function openKitchen(browser: Browser, baseUrl: string): Promise<Page> {
  const storageState = await loggedInState(browser, baseUrl, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const context = await browser.newContext({ serviceWorkers: 'block', storageState });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/en/food-ordering/orders`);
  // The stream is open once the page says so; the list has answered once it shows rows or none.
  await page.locator('[data-stream="live"]').waitFor({ timeout: 30_000 });
  await page
    .locator('tbody tr')
    .first()
    .or(page.getByText(kitchen.orders.empty))
    .waitFor({ timeout: 30_000 });
  await page.evaluate(watchOrderNumbers);
  return page;
}

/**
 * The page and the bench read the same machine's clock, so no offset is applied; this checks
 * it: the page's Date.now() must fall between the bench's before and after one round trip.
 */
async function clockCheck(page: Page): Promise<{ agrees: boolean; roundTripMs: number }> {
  const before = Date.now();
  const pageNow = await page.evaluate(() => Date.now());
  const after = Date.now();
  return { agrees: before <= pageNow && pageNow <= after, roundTripMs: after - before };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const summary = (values: number[]) =>
  `median ${ms(median(values))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;

/**
 * An open kitchen orders page (admin, /en/food-ordering/orders, unthrottled as on a kitchen
 * tablet on Wi-Fi) while ORDERS checkouts arrive one at a time: for each, the time from
 * sending POST /checkout to its order number being in the page, in the alarm banner or the
 * table, and in the table.
 */
export async function measureKitchenLatency(browser: Browser, baseUrl: string, rows: Row[]) {
  progress('kitchen: opening the orders page signed in as admin');
  const page = await openKitchen(browser, baseUrl);
  try {
    const body = await checkoutBody(baseUrl);
    const clock = await clockCheck(page);
    const anywhere: number[] = [];
    const table: number[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      progress(`kitchen: checkout ${index + 1} of ${ORDERS}`);
      const sentAt = Date.now();
      const response = await fetch(`${baseUrl}${FOOD}/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(index),
      });
      if (response.status !== 201)
        throw new Error(`checkout answered ${response.status}: ${await response.text()}`);
      const number = ((await response.json()) as CheckoutResponse).order_number;
      // An order never listed within WAIT_MS counts as that long (and fails the budget) rather
      // than ending the run, so the other orders' figures are still printed.
      const seen = await page
        .waitForFunction(
          (n) => window.__kitchenSeen?.[n]?.table !== undefined && window.__kitchenSeen[n],
          number,
          {
            timeout: WAIT_MS,
          },
        )
        .then((handle) => handle.jsonValue() as Promise<Seen>)
        .catch(() => page.evaluate((n) => window.__kitchenSeen?.[n], number));
      anywhere.push((seen?.anywhere ?? sentAt + WAIT_MS) - sentAt);
      table.push((seen?.table ?? sentAt + WAIT_MS) - sentAt);
      await page.waitForTimeout(GAP_MS);
    }
    const met = (values: number[]) => Math.max(...values) <= BUDGET_MS;
    rows.push(
      {
        measure: `kitchen: checkout sent → order number in the page (${ORDERS} orders; banner or list)`,
        value: summary(anywhere),
        budget: `each ≤ ${ms(BUDGET_MS)}`,
        met: met(anywhere),
      },
      {
        measure: `kitchen: checkout sent → order row in the orders table (${ORDERS} orders)`,
        value: summary(table),
        budget: `each ≤ ${ms(BUDGET_MS)}`,
        met: met(table),
      },
      {
        measure: "kitchen: the page's Date.now() within the bench's, one evaluate round trip apart",
        value: `${clock.agrees ? 'yes' : 'no'} (round trip ${ms(clock.roundTripMs)})`,
        budget: 'yes',
        met: clock.agrees,
      },
    );
  } finally {
    await page.context().close();
  }
}
