import type { CustomerPageScope } from '@/domain/plugins';
import { attemptQuery } from '@/features/attempt-result/api/get-attempt';
import { customerPaymentOptionsQuery } from '@/features/pay/api/customer-payment';
import type { Lang } from '@/lib/lang-path';
import { type ApiAnswer, type RenderedPage, renderWithAnswer } from './render-page';

/** /{lang}/pos/attempt-detail/{id}: a payment's result, from the details API's answer. */
export const renderAttemptPage = (
  url: string,
  lang: Lang,
  scope: CustomerPageScope,
  attemptId: string,
  answer: ApiAnswer,
): Promise<RenderedPage> =>
  renderWithAnswer(url, lang, attemptQuery(scope, attemptId, lang).queryKey, answer);

/** /{lang}/pos/pay/collect/{id}: a collector's page, from the customer payment API's OPTIONS answer. */
export const renderCollectorPage = (
  url: string,
  lang: Lang,
  collectorId: string,
  answer: ApiAnswer,
): Promise<RenderedPage> =>
  renderWithAnswer(url, lang, customerPaymentOptionsQuery(collectorId, lang).queryKey, answer);
