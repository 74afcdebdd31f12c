import { queryOptions, useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@/domain/contracts/common';
import type {
  CreatedTransaction,
  CreatePaymentRequest,
  PaymentRequestFormOptions,
  SendPaymentLinkRequest,
} from '@/domain/contracts/payment-requests';
import { apiRequest } from '@/lib/api-client';
import { paymentRequestKeys } from '@/lib/query-keys/staff';

const PATH = '/plugins/payment_request/transaction';

/** Gateway names come translated by Accept-Language, so the metadata is cached per language. */
export const formOptionsQuery = (lang: string) =>
  queryOptions({
    queryKey: paymentRequestKeys.formOptions(lang),
    queryFn: ({ signal }) =>
      apiRequest<PaymentRequestFormOptions>(`${PATH}/create`, { method: 'OPTIONS', signal }),
    staleTime: 5 * 60_000,
  });

/** The key makes a retried or double-sent creation one payment request on the server. */
export const useCreatePaymentRequest = () =>
  useMutation({
    mutationFn: ({ body, key }: { body: CreatePaymentRequest; key: string }) =>
      apiRequest<CreatedTransaction>(PATH, { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
  });

export const useSendPaymentLink = (id: string) =>
  useMutation({
    mutationFn: (body: SendPaymentLinkRequest) =>
      apiRequest<MessageResponse>(`${PATH}/${encodeURIComponent(id)}/send`, { method: 'POST', body }),
  });
