import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PayChoice } from '@/domain/contracts/payments';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';
import type { ChoicesQuery } from '../api/pay-page';
import { amountError } from '../schemas/amount';

/** SPEC 9: pay choices are re-checked 500 ms after the amount stops changing. */
const PAY_CHOICES_DEBOUNCE_MS = 500;

interface AmountChoicesOptions {
  amountText: string;
  currency: string;
  /** The amount the base choices were priced for (the transaction's own), if any. */
  baseAmount?: string;
  baseChoices?: PayChoice[];
  choicesQuery: (amount: string) => ChoicesQuery;
}

/**
 * SPEC 5: pay choices re-checked 500 ms after the amount stops changing; the server's
 * amount errors go under the field (anything else is a toast), and paying waits until
 * the choices match the amount on screen.
 */
export function useAmountChoices({
  amountText,
  currency,
  baseAmount,
  baseChoices,
  choicesQuery,
}: AmountChoicesOptions) {
  const { t } = useTranslation();
  const debounced = useDebouncedValue(amountText, PAY_CHOICES_DEBOUNCE_MS);
  const clientError = amountError(amountText, currency, t);
  const debouncedValid = !amountError(debounced, currency, t);
  const useBase = baseChoices !== undefined && debounced === baseAmount;
  const query = useQuery({
    ...choicesQuery(debounced),
    enabled: debouncedValid && !useBase,
    placeholderData: keepPreviousData,
    // An amount error is an answer, not a hiccup: asking again would only repeat it.
    retry: false,
  });
  const serverError =
    query.error instanceof ApiError ? fieldErrors(query.error.body, ['amount'] as const).amount : undefined;
  useEffect(() => {
    if (query.error && !serverError) notifyError(query.error);
  }, [query.error, serverError]);

  const settled = debounced === amountText;
  const choices = useBase ? (baseChoices ?? []) : debouncedValid && !query.error ? (query.data ?? []) : [];
  return {
    choices,
    error: clientError ?? (settled ? serverError : undefined),
    checking: !settled || (!useBase && query.isFetching),
    /** Whether an amount has been priced at all (customer payment starts empty). */
    priced: useBase || query.data !== undefined,
  };
}
