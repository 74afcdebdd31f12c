import { type APIRequestContext, expect } from '@playwright/test';
import type { LoginResponse } from '../../src/domain/contracts/auth';
import type { Paginated } from '../../src/domain/contracts/common';
import type { StaffMember } from '../../src/domain/contracts/staff';
import { ADMIN } from '../fixtures';
import { passwordLink } from './staff-invite';

/** The owner's API, signed in afresh (the saved browser login's access token may have expired). */
export async function ownerApi(request: APIRequestContext) {
  const login = await request.post('/api/v1/user/token/', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as LoginResponse;
  const headers = { Authorization: `Bearer ${access}` };
  return {
    headers,
    async member(username: string): Promise<StaffMember> {
      const answer = await request.get('/api/v1/admin/staff', { params: { q: username }, headers });
      expect(answer.ok()).toBe(true);
      const { results } = (await answer.json()) as Paginated<StaffMember>;
      const member = results.find((candidate) => candidate.username === username);
      if (!member) throw new Error(`no staff member ${username}`);
      return member;
    },
    /**
     * A member of this spec's own, with door's permissions and a password set through the
     * invitation's link: other specs sign in as door while this one deactivates its member.
     */
    async gateKeeper(tag: string, password: string): Promise<StaffMember & { password: string }> {
      const door = await this.member('door');
      const username = `gate-${tag}-${Date.now()}`;
      const email = `${username}@example.com`;
      const invited = await request.post('/api/v1/admin/staff/invite', {
        headers,
        data: { username, email, permissions: door.permissions },
      });
      expect(invited.status()).toBe(201);
      const link = new URL(await passwordLink(request, email, 1));
      const set = await request.post('/api/v1/user/reset_password', {
        data: {
          username,
          token: link.searchParams.get('token'),
          new_password: password,
          password_confirmation: password,
        },
      });
      expect(set.ok()).toBe(true);
      return { ...(await invited.json()), password };
    },
  };
}

/** Whether the account can get tokens with its password. */
export async function canSignIn(request: APIRequestContext, account: { username: string; password: string }) {
  const login = await request.post('/api/v1/user/token/', { data: account });
  return login.ok();
}
