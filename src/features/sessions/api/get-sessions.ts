import { queryOptions } from '@tanstack/react-query';
import type { UserSessionList } from '@/domain/contracts/sessions';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys/staff';

/** Whose devices: the signed-in user's own, or a member's (for the merchant's owners). */
export type SessionsOf = { kind: 'own' } | { kind: 'member'; memberId: number };

export const sessionsPath = (of: SessionsOf) =>
  of.kind === 'own' ? '/user/sessions' : `/admin/staff/${of.memberId}/sessions`;

export const sessionsQuery = (of: SessionsOf) =>
  queryOptions({
    queryKey: of.kind === 'own' ? sessionKeys.own() : sessionKeys.member(of.memberId),
    queryFn: ({ signal }) => apiRequest<UserSessionList>(sessionsPath(of), { signal }),
  });
