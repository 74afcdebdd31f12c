import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, MessageResponse } from '@/domain/api-types';
import { apiRequest } from '@/lib/api-client';

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<MessageResponse>('/user/change_password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
