import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useLang } from '@/hooks/use-lang';
import { clearSession } from '@/lib/auth-storage';

/** Ends the session in this browser: tokens, session cookie and cached user data, then login. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLang();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate({ to: '/$lang/login', params: { lang }, replace: true });
  }, [queryClient, navigate, lang]);
}
