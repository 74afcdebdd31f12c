import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { STAFF } from './get-staff';

/** Emails an active member a link to choose a new password; the server refuses (409) a deactivated one. */
export const sendResetLink = (id: number) =>
  apiRequest<{ message: string }>(`${STAFF}/${id}/reset-password`, { method: 'POST' });

export const useSendResetLink = () => useMutation({ mutationFn: sendResetLink });
