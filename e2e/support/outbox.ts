import { type APIRequestContext, expect } from '@playwright/test';
import type { LoginResponse } from '../../src/domain/contracts/auth';
import type { Paginated } from '../../src/domain/contracts/common';
import type { OutboxListItem, OutboxMessage } from '../../src/domain/contracts/outbox';
import { ADMIN } from '../fixtures';

/**
 * The messages sent to `recipient`, newest first, bodies included: read through the Outbox
 * API as a signed-in superuser, the only way the product lets anyone read them.
 */
export async function readOutbox(request: APIRequestContext, recipient: string): Promise<OutboxMessage[]> {
  const signIn = await request.post('/api/v1/user/token/', { data: ADMIN });
  expect(signIn.ok(), 'the superuser signs in to read the outbox').toBe(true);
  const headers = { authorization: `Bearer ${((await signIn.json()) as LoginResponse).access}` };
  const list = await request.get('/api/v1/admin/outbox', { params: { recipient, limit: 1000 }, headers });
  expect(list.ok()).toBe(true);
  const { results } = (await list.json()) as Paginated<OutboxListItem>;
  return Promise.all(
    results.map(async ({ id }) => {
      const detail = await request.get(`/api/v1/admin/outbox/${id}`, { headers });
      expect(detail.ok()).toBe(true);
      return (await detail.json()) as OutboxMessage;
    }),
  );
}
