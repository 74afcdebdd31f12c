import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@/domain/contracts/auth';
import type { MessageResponse } from '@/domain/contracts/common';
import { apiRequest } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest<MessageResponse>('/user/reset_password', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
