import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@/domain/contracts/auth';
import type { LoginAnswer, TwoFactorSignInRequest } from '@/domain/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';
import { setSessionCookie, storeTokens } from '@/lib/auth-storage';

export const login = (body: LoginRequest) =>
  apiRequest<LoginAnswer>('/user/token/', { method: 'POST', body });

/** Sign-in's second step, for an account with two-factor sign-in. */
export const completeTwoFactor = (body: TwoFactorSignInRequest) =>
  apiRequest<LoginResponse>('/user/token/two-factor/', { method: 'POST', body });

function keepSession(answer: LoginAnswer) {
  if (!('access' in answer)) return;
  storeTokens({ access: answer.access, refresh: answer.refresh });
  setSessionCookie(answer.sessionid);
}

export const useLogin = () => useMutation({ mutationFn: login, onSuccess: keepSession });

export const useTwoFactorSignIn = () =>
  useMutation({ mutationFn: completeTwoFactor, onSuccess: keepSession });
