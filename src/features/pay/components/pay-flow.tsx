import { Box } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { PayPageConfig, PayTransaction, PopupText } from '@/domain/contracts/payments';
import type { CustomerPageScope } from '@/domain/plugins';
import { useLang } from '@/hooks/use-lang';
import { loadOnDemand } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n-react';
import { MessageDialog } from './lazy-message-dialog';
import { PayDetails } from './pay-details';
import { PayLayout } from './pay-layout';

interface PayFlowProps {
  scope: CustomerPageScope;
  config: PayPageConfig;
  transaction: PayTransaction;
  detailsStep: boolean;
  onDetailsStep: () => void;
  header: (onBeforeLanguageSwitch?: () => void) => ReactNode;
}

/**
 * Most payments ask for no address: the address step (fields, presets, map launcher, its
 * rules, its strings and the save) loads only for those that do, which keeps it out of the
 * common pay page's first load.
 */
const AddressFlow = lazy(() =>
  Promise.all([import('./address-flow'), loadOnDemand('address')]).then(([module]) => ({
    default: module.AddressFlow,
  })),
);

/** The popups that greet the customer, in order: welcome, then "check your details". */
function usePopups(config: PayPageConfig, lang: 'en' | 'ar', fallbackCheck: string) {
  const pick = (text: PopupText | null | undefined) => (text ? text[lang] || text.en : '');
  const queue = [
    pick(config.multicheckout.first_popup ?? config.welcome_popup),
    config.details_prefilled ? pick(config.multicheckout.second_popup) || fallbackCheck : '',
  ];
  const [shown, setShown] = useState(0);
  let index = shown;
  while (index < queue.length && !queue[index]) index += 1;
  return { index, text: queue[index], next: () => setShown(index + 1) };
}

/** SPEC 4 "Multicheckout flow": the address step when the merchant captures one, then pay choices. */
export function PayFlow({ scope, config, transaction, detailsStep, onDetailsStep, header }: PayFlowProps) {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const { multicheckout } = config;
  const capturing =
    multicheckout.multicheckout_enabled &&
    (multicheckout.capture_delivery_address || multicheckout.capture_delivery_location);
  const popup = usePopups(config, lang, t('popup.check_default'));

  const popups = (
    <MessageDialog
      open={Boolean(popup.text)}
      title={popup.index === 0 ? t('popup.welcome') : t('popup.check_title')}
      onClose={popup.next}
      actions={[{ label: t('popup.ok'), onClick: popup.next, primary: true }]}
    >
      {popup.text ?? ''}
    </MessageDialog>
  );

  if (capturing && !detailsStep) {
    return (
      <Suspense
        fallback={
          <PayLayout header={header()} appearance={config.appearance}>
            <Box minHeight="md" aria-busy="true" />
          </PayLayout>
        }
      >
        <AddressFlow
          scope={scope}
          config={config}
          transaction={transaction}
          onDetailsStep={onDetailsStep}
          header={header}
        >
          {popups}
        </AddressFlow>
      </Suspense>
    );
  }
  return (
    <PayLayout header={header()} appearance={config.appearance}>
      <PayDetails scope={scope} transaction={transaction} />
      {popups}
    </PayLayout>
  );
}
