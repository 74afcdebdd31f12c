import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordRequest } from '@/domain/api-types';
import { apiRequest } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest<MessageResponse>('/user/reset_password', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
