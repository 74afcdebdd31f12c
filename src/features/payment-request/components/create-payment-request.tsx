import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLang } from '@/hooks/use-lang';
import { formOptionsQuery } from '../api/payment-request';
import { type CreatedRequest, PaymentRequestForm } from './payment-request-form';
import { PaymentRequestResult } from './payment-request-result';

/** The form until a request is created, then its result; "Create another" starts a fresh form. */
export function CreatePaymentRequest() {
  const lang = useLang();
  const { data: options } = useSuspenseQuery(formOptionsQuery(lang));
  const [created, setCreated] = useState<CreatedRequest | null>(null);

  if (created) return <PaymentRequestResult created={created} onReset={() => setCreated(null)} />;
  return <PaymentRequestForm options={options} onCreated={setCreated} />;
}
