import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useLang } from '@/hooks/use-lang';
import { apiRequest } from '@/lib/api-client';
import { clearSession, getAccessToken } from '@/lib/auth-storage';

/**
 * The sign-in session the stored access token belongs to (its `sid` claim), to end it on sign-out.
 * Here, not beside the token store: that is in every page's first load, and only sign-out needs it.
 */
function getSessionId(): string | null {
  const payload = getAccessToken()?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sid?: unknown };
    return typeof claims.sid === 'string' ? claims.sid : null;
  } catch {
    return null;
  }
}

/** How long signing out waits for the server to end the session: offline or slow, it goes anyway. */
const END_ON_SERVER_MS = 3000;

/** Forgets the session in this browser (tokens, session cookie, cached user data) and goes to login. */
export function useSignedOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLang();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate({ to: '/$lang/login', params: { lang }, replace: true });
  }, [queryClient, navigate, lang]);
}

/**
 * Signs out: ends the session on the server first, so its tokens stop working everywhere (a
 * copied refresh token included), then forgets it here.
 */
export function useLogout(): () => Promise<void> {
  const signedOut = useSignedOut();
  return useCallback(async () => {
    const sessionId = getSessionId();
    if (sessionId)
      await apiRequest(`/user/sessions/${encodeURIComponent(sessionId)}`, {
        method: 'DELETE',
        signal: AbortSignal.timeout(END_ON_SERVER_MS),
      }).catch(() => undefined);
    signedOut();
  }, [signedOut]);
}
