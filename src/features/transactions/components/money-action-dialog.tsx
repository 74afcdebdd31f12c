import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import type { TransactionAction, TransactionScope } from '@/domain/contracts/transactions';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { createIntentKeys } from '@/lib/intent-keys';
import { notifySuccess } from '@/lib/toaster';
import { runMoneyAction } from '../api/actions';
import { useInvalidateTransactions } from '../hooks/use-invalidate-transactions';
import { type MoneyActionValue, moneyDialogErrorText } from '../lib/action-rules';
import { amountToSend } from '../lib/refund-amount';
import { type MoneyActionValues, moneyActionSchema } from '../schemas/money-action-schema';

interface MoneyActionDialogProps {
  scope: TransactionScope;
  action: TransactionAction & { value: MoneyActionValue };
  currency: string;
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC 4 "Refund or capture dialog": step 1 the amount (empty = everything available),
 * step 2 the amount is locked and "Are you sure?" asks No / Yes; Yes sends it once.
 */
export function MoneyActionDialog({ scope, action, currency, open, onClose }: MoneyActionDialogProps) {
  const { t } = useTranslation('transaction-actions');
  const lang = useLang();
  const invalidate = useInvalidateTransactions(scope);
  const [confirming, setConfirming] = useState(false);
  // One key per intent: a second Yes for the same amount is the same refund on the server.
  const keys = useMemo(() => createIntentKeys(), []);
  const schema = useMemo(
    () => moneyActionSchema(t, currency, action.available_amount),
    [t, currency, action.available_amount],
  );
  const close = () => {
    setConfirming(false);
    onClose();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<MoneyActionValues>
              initialValues={{ amount: '' }}
              validationSchema={schema}
              onSubmit={async (values, helpers) => {
                if (!confirming) {
                  setConfirming(true);
                  return;
                }
                helpers.setStatus(undefined);
                const amount = action.value === 'void' ? null : amountToSend(values.amount);
                try {
                  const done = await runMoneyAction(action, amount, keys.keyFor({ url: action.url, amount }));
                  // The server's words: "Refunded Successfully", or that the bank has not confirmed it yet.
                  notifySuccess(done.message);
                  await invalidate();
                  close();
                } catch (error) {
                  helpers.setStatus({ alert: moneyDialogErrorText(error, t) });
                }
              }}
            >
              {({ isSubmitting, status }) => (
                <Form noValidate>
                  <Dialog.Header>
                    <Dialog.Title>{action.display_name}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">
                      {action.value === 'void' ? (
                        <Text>{t('money.void_hint')}</Text>
                      ) : (
                        <FormField
                          name="amount"
                          label={t('money.amount', { currency })}
                          readOnly={confirming}
                          placeholder={action.available_amount}
                          helperText={
                            action.available_amount
                              ? t('money.amount_hint', {
                                  available: formatApiMoney(action.available_amount, currency, lang),
                                })
                              : undefined
                          }
                        />
                      )}
                      {confirming && (
                        <Text fontWeight="semibold" role="status">
                          {t('sure')}
                        </Text>
                      )}
                      <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    {confirming ? (
                      <>
                        <Button
                          variant="outline"
                          onClick={() => setConfirming(false)}
                          disabled={isSubmitting}
                        >
                          {t('no')}
                        </Button>
                        <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                          {t('yes')}
                        </Button>
                      </>
                    ) : (
                      <>
                        <Button variant="outline" onClick={close}>
                          {t('cancel')}
                        </Button>
                        <Button type="submit" colorPalette="orange">
                          {action.display_name}
                        </Button>
                      </>
                    )}
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
