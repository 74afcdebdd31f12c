import { Box } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import type { PayPageConfig, PayTransaction, PopupText } from '@/domain/payments-api';
import type { CustomerPageScope } from '@/domain/plugins';
import { useLang } from '@/hooks/use-lang';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSaveExtra } from '../api/pay-page';
import { fromExtra, toExtra } from '../schemas/address-rules';
import type { AddressState } from './address-step';
import { MessageDialog } from './message-dialog';
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
 * Most payments ask for no address: the address step (fields, presets, map launcher) loads
 * only for those that do, which keeps it out of the common pay page's first load.
 */
const AddressStep = lazy(() => import('./address-step').then((module) => ({ default: module.AddressStep })));

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

/** SPEC 4 "Multicheckout flow": address and location, confirm, save, then pay choices. */
export function PayFlow({ scope, config, transaction, detailsStep, onDetailsStep, header }: PayFlowProps) {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const { multicheckout } = config;
  const capturing =
    multicheckout.multicheckout_enabled &&
    (multicheckout.capture_delivery_address || multicheckout.capture_delivery_location);
  const onAddressStep = capturing && !detailsStep;
  const [address, setAddress] = useState<AddressState>(() => ({
    values: fromExtra(transaction.extra),
    location: transaction.extra.delivery_location ?? config.map.center,
    locationChanged: Boolean(transaction.extra.delivery_location),
  }));
  const [confirming, setConfirming] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const save = useSaveExtra(scope, transaction.id, lang);
  const popup = usePopups(config, lang, t('popup.check_default'));

  const confirm = async () => {
    setConfirming(false);
    setSaveError(undefined);
    try {
      await save.mutateAsync(
        toExtra(address.values, multicheckout.capture_delivery_location ? address.location : null),
      );
      onDetailsStep();
    } catch (error) {
      setSaveError(errorMessage(error instanceof ApiError ? error.body : undefined, t('errors:unexpected')));
    }
  };

  // SPEC 2: the area list is per language, so a language switch clears address and area.
  const clearAddress = () =>
    setAddress((current) => ({ ...current, values: { ...current.values, address: '', area: '' } }));

  return (
    <PayLayout header={header(onAddressStep ? clearAddress : undefined)}>
      {onAddressStep ? (
        <>
          <FormAlert message={saveError} />
          <Suspense fallback={<Box minHeight="md" aria-busy="true" />}>
            <AddressStep
              config={config}
              state={address}
              onChange={setAddress}
              onSubmit={() => setConfirming(true)}
            />
          </Suspense>
        </>
      ) : (
        <PayDetails scope={scope} transaction={transaction} />
      )}
      <MessageDialog
        open={confirming || save.isPending}
        title={t('address.confirm_title')}
        onClose={() => setConfirming(false)}
        actions={[
          { label: t('address.no'), onClick: () => setConfirming(false) },
          { label: t('address.yes'), onClick: () => void confirm(), primary: true },
        ]}
      >
        {t('address.confirm_text')}
      </MessageDialog>
      <MessageDialog
        open={Boolean(popup.text)}
        title={popup.index === 0 ? t('popup.welcome') : t('popup.check_title')}
        onClose={popup.next}
        actions={[{ label: t('popup.ok'), onClick: popup.next, primary: true }]}
      >
        {popup.text ?? ''}
      </MessageDialog>
    </PayLayout>
  );
}
