// The pages bench:lighthouse audits and what each needs to exist first (a payment request, a paid
// attempt, a dish, a session), with the budget each is held to (issue 17).
import { PUBLISHED_DEMO_PASSWORDS } from '../server/db/demo-accounts';
import { createPaymentRequest } from './api';

const DEMO_COLLECTOR_ID = 'c011ec70-0000-4000-8000-000000000001';
const DEMO_EVENT = 'community-iftar';
// A demo shop product with a discount, stock and stores (server/modules/catalogue/demo-shop.ts).
const DEMO_PRODUCT = 'saffron-eau';
const JSON_HEADERS = { 'content-type': 'application/json' };

export interface Budget {
  performance: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** First-load requests: each pays 562.5 ms of latency, six at a time on HTTP/1.1. */
  requests: number;
  /** The critical request chain's depth: each level waits for the one before. */
  chainDepth: number;
}
const CUSTOMER: Budget = {
  performance: 95,
  lcpMs: 1_500,
  tbtMs: 200,
  cls: 0.05,
  requests: 45,
  chainDepth: 2,
};
// The home made 70 requests (52 scripts) before the dashboard's frame became one file.
const DASHBOARD: Budget = { performance: 80, requests: 55, chainDepth: 2 };

export interface Target {
  key: string;
  name: string;
  path: (lang: string) => string;
  budget: Budget;
  signedIn?: boolean;
}

export interface Session {
  access: string;
  refresh: string;
}

/** Signs in as the login form does: the two tokens the app keeps in localStorage. */
export async function signIn(baseUrl: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/v1/user/token/`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ username: 'admin', password: PUBLISHED_DEMO_PASSWORDS.admin }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return (await response.json()) as Session;
}

/** A paid attempt for the result page: KNET chosen on a fresh request, approved on the sandbox's page. */
async function approvedAttempt(baseUrl: string, token: string): Promise<string> {
  const transactionId = await createPaymentRequest(baseUrl, token);
  const response = await fetch(`${baseUrl}/api/v1/plugins/pos/transaction/pay/${transactionId}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ gateway_code: 'knet' }),
  });
  if (!response.ok) throw new Error(`paying a payment request answered ${response.status}`);
  const { attempt_id: attemptId } = (await response.json()) as { attempt_id: string };
  const approval = await fetch(`${baseUrl}/gateway/sandbox/${attemptId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=approve',
    redirect: 'manual',
  });
  if (approval.status !== 303) throw new Error(`approving on the sandbox answered ${approval.status}`);
  return attemptId;
}

/** The first dish of the demo menu, for the food details page. */
async function firstDish(baseUrl: string): Promise<{ category: number; id: number }> {
  const response = await fetch(`${baseUrl}/api/v1/plugins/food_ordering/menu-items`);
  const body = (await response.json()) as
    | { id: number; category_id: number }[]
    | { results: { id: number; category_id: number }[] };
  const dish = (Array.isArray(body) ? body : body.results)[0];
  if (!dish) throw new Error('the demo menu has no dish');
  return { category: dish.category_id, id: dish.id };
}

/** Every page, or those whose key `only` names. */
export async function targets(baseUrl: string, token: string, only?: string[]): Promise<Target[]> {
  const transactionId = await createPaymentRequest(baseUrl, token);
  const attemptId = await approvedAttempt(baseUrl, token);
  const dish = await firstDish(baseUrl);
  const all: Target[] = [
    { key: 'pay', name: 'pay page', path: (l) => `/${l}/pos/pay/${transactionId}`, budget: CUSTOMER },
    {
      key: 'result',
      name: 'result page',
      path: (l) => `/${l}/pos/attempt-detail/${attemptId}`,
      budget: CUSTOMER,
    },
    {
      key: 'collector',
      name: 'collector page',
      path: (l) => `/${l}/pos/pay/collect/${DEMO_COLLECTOR_ID}`,
      budget: CUSTOMER,
    },
    { key: 'menu', name: 'menu', path: (l) => `/${l}/new-menu`, budget: CUSTOMER },
    {
      key: 'food',
      name: 'food details',
      path: (l) => `/${l}/category/${dish.category}/food-details/${dish.id}`,
      budget: CUSTOMER,
    },
    { key: 'shop', name: 'shop product list', path: (l) => `/${l}/catalogue/product-list`, budget: CUSTOMER },
    {
      key: 'product',
      name: 'shop product detail',
      path: (l) => `/${l}/catalogue/product-detail/${DEMO_PRODUCT}`,
      budget: CUSTOMER,
    },
    { key: 'events', name: 'events list', path: (l) => `/${l}/events`, budget: CUSTOMER },
    { key: 'event', name: 'event page', path: (l) => `/${l}/events/${DEMO_EVENT}`, budget: CUSTOMER },
    { key: 'register', name: 'register page', path: (l) => `/${l}/register/${DEMO_EVENT}`, budget: CUSTOMER },
    { key: 'login', name: 'login', path: (l) => `/${l}/login`, budget: CUSTOMER },
    {
      key: 'home',
      name: 'dashboard home',
      path: (l) => `/${l}/general-info`,
      budget: DASHBOARD,
      signedIn: true,
    },
    {
      key: 'transactions',
      name: 'transactions list',
      path: (l) => `/${l}/payment-request/transactions`,
      budget: DASHBOARD,
      signedIn: true,
    },
  ];
  return only ? all.filter((target) => only.includes(target.key)) : all;
}
