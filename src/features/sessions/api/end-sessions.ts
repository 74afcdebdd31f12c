import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionsEnded } from '@/domain/contracts/sessions';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys/staff';
import { type SessionsOf, sessionsPath } from './get-sessions';

/** Ends one session at once: its device's next request is refused. */
export const endSession = (of: SessionsOf, id: string) =>
  apiRequest<void>(`${sessionsPath(of)}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Ends every session but the one asking (own: "all other devices"; a member's: all of theirs). */
export const endSessions = (of: SessionsOf) =>
  apiRequest<SessionsEnded>(sessionsPath(of), { method: 'DELETE' });

function useInvalidateSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}

export function useEndSession(of: SessionsOf) {
  const invalidate = useInvalidateSessions();
  return useMutation({ mutationFn: (id: string) => endSession(of, id), onSettled: invalidate });
}

export function useEndSessions(of: SessionsOf) {
  const invalidate = useInvalidateSessions();
  return useMutation({ mutationFn: () => endSessions(of), onSettled: invalidate });
}
