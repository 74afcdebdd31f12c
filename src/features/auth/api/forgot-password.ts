import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@/domain/contracts/auth';
import type { MessageResponse } from '@/domain/contracts/common';
import { apiRequest } from '@/lib/api-client';

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiRequest<MessageResponse>('/user/forgot_password', { method: 'POST', body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
