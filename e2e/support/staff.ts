import { type APIRequestContext, expect } from '@playwright/test';
import type { LoginResponse } from '../../src/domain/contracts/auth';
import type { Paginated } from '../../src/domain/contracts/common';
import type { StaffMember } from '../../src/domain/contracts/staff';
import { ADMIN } from '../fixtures';

/** The owner's API, signed in afresh (the saved browser login's access token may have expired). */
export async function ownerApi(request: APIRequestContext) {
  const login = await request.post('/api/v1/user/token/', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as LoginResponse;
  const headers = { Authorization: `Bearer ${access}` };
  return {
    async member(username: string): Promise<StaffMember> {
      const answer = await request.get('/api/v1/admin/staff', { params: { q: username }, headers });
      expect(answer.ok()).toBe(true);
      const { results } = (await answer.json()) as Paginated<StaffMember>;
      const member = results.find((candidate) => candidate.username === username);
      if (!member) throw new Error(`no staff member ${username}`);
      return member;
    },
    /** Puts a member back as it was: other specs sign in as the same demo account. */
    async restore(before: StaffMember) {
      const now = await this.member(before.username);
      if (!now.is_active) {
        const reactivated = await request.post(`/api/v1/admin/staff/${now.id}/reactivate`, { headers });
        expect(reactivated.ok()).toBe(true);
      }
      const edited = await request.patch(`/api/v1/admin/staff/${now.id}`, {
        headers,
        data: { first_name: before.first_name, last_name: before.last_name },
      });
      expect(edited.ok()).toBe(true);
    },
  };
}

/** Whether the account can get tokens with its password. */
export async function canSignIn(request: APIRequestContext, account: { username: string; password: string }) {
  const login = await request.post('/api/v1/user/token/', { data: account });
  return login.ok();
}
