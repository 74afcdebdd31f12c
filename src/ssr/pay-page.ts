import type { CustomerPageScope } from '@/domain/plugins';
import { payConfigQuery, payTransactionQuery } from '@/features/pay/api/pay-page';
import type { Lang } from '@/lib/lang-path';
import { type ApiAnswer, type RenderedPage, renderPage, seedAnswer } from './render-page';

export interface PayPageAnswers {
  scope: CustomerPageScope;
  id: string;
  /** The pay API's GET and OPTIONS answers in the page's language, refusals included. */
  transaction: ApiAnswer;
  config: ApiAnswer;
}

/** /{lang}/pos/pay/{id} and /{lang}/spf/payment-options/{id}, with the API's answers. */
export function renderPayPage(url: string, lang: Lang, answers: PayPageAnswers): Promise<RenderedPage> {
  const { scope, id } = answers;
  return renderPage(
    url,
    lang,
    async (queryClient) => {
      await seedAnswer(queryClient, payTransactionQuery(scope, id, lang).queryKey, answers.transaction);
      await seedAnswer(queryClient, payConfigQuery(scope, id, lang).queryKey, answers.config);
    },
    // The address step, when the merchant asks for one, comes with its strings.
    ['address'],
  );
}
