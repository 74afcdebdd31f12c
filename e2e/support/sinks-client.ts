import { type APIRequestContext, expect } from '@playwright/test';
import { SINK_URL } from './sink-ports';

export interface SinkMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

export interface SinkRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  receivedAt: string;
}

/** A path on the HTTP receiver that records what it is sent (give each spec its own). */
export const receiverUrl = (name: string, query = '') => `${SINK_URL}/receive/${name}${query}`;

export async function mailTo(request: APIRequestContext, address: string): Promise<SinkMail[]> {
  const response = await request.get(`${SINK_URL}/mail?to=${encodeURIComponent(address)}`);
  return (await response.json()) as SinkMail[];
}

/** Waits for the first email to `address` that `match` accepts, as it arrived at the SMTP server. */
export async function waitForMail(
  request: APIRequestContext,
  address: string,
  match: (mail: SinkMail) => boolean,
): Promise<SinkMail> {
  let found: SinkMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, address)).find(match);
        return Boolean(found);
      },
      { timeout: 30_000, message: `an email to ${address}` },
    )
    .toBe(true);
  return found as SinkMail;
}

export async function receivedAt(request: APIRequestContext, name: string): Promise<SinkRequest[]> {
  const response = await request.get(`${SINK_URL}/received?path=${encodeURIComponent(`/receive/${name}`)}`);
  return (await response.json()) as SinkRequest[];
}

/** Waits until the receiver path `name` has recorded at least `count` requests, and answers them. */
export async function waitForRequests(
  request: APIRequestContext,
  name: string,
  count: number,
): Promise<SinkRequest[]> {
  let found: SinkRequest[] = [];
  await expect
    .poll(
      async () => {
        found = await receivedAt(request, name);
        return found.length;
      },
      { timeout: 60_000, message: `${count} request(s) at /receive/${name}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}
