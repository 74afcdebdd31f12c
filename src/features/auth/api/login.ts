import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@/domain/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { setSessionCookie, storeTokens } from '@/lib/auth-storage';

export const login = (body: LoginRequest) =>
  apiRequest<LoginResponse>('/user/token/', { method: 'POST', body });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ access, refresh, sessionid }) => {
      storeTokens({ access, refresh });
      setSessionCookie(sessionid);
    },
  });
}
