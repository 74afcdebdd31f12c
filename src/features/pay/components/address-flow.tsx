import { type ReactNode, useState } from 'react';
import { type AddressState, AddressStep } from '@/components/address/address-step';
import { FormAlert } from '@/components/form-alert';
import { MessageDialog } from '@/components/message-dialog';
import { fromExtra, toExtra } from '@/domain/address-rules';
import type { PayPageConfig, PayTransaction } from '@/domain/contracts/payments';
import type { CustomerPageScope } from '@/domain/plugins';
import { useLang } from '@/hooks/use-lang';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveExtra } from '../api/pay-page';
import { PayLayout } from './pay-layout';

interface AddressFlowProps {
  scope: CustomerPageScope;
  config: PayPageConfig;
  transaction: PayTransaction;
  onDetailsStep: () => void;
  header: (onBeforeLanguageSwitch?: () => void) => ReactNode;
  /** The greeting popups, drawn on this step too. */
  children: ReactNode;
}

/** SPEC 4 "Multicheckout flow": address and location, confirm, then save (the pay choices follow). */
export function AddressFlow({
  scope,
  config,
  transaction,
  onDetailsStep,
  header,
  children,
}: AddressFlowProps) {
  const { t } = useTranslation('address');
  const lang = useLang();
  const { multicheckout } = config;
  const [address, setAddress] = useState<AddressState>(() => ({
    values: fromExtra(transaction.extra),
    location: transaction.extra.delivery_location ?? config.map.center,
    locationChanged: Boolean(transaction.extra.delivery_location),
  }));
  const [confirming, setConfirming] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const save = useSaveExtra(scope, transaction.id, lang);

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
    <PayLayout header={header(clearAddress)} appearance={config.appearance}>
      <FormAlert message={saveError} />
      <AddressStep
        config={config}
        state={address}
        onChange={setAddress}
        onSubmit={() => setConfirming(true)}
      />
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
      {children}
    </PayLayout>
  );
}
