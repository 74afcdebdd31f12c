import { Alert, Box, Button, Card, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { DrawnFormFields } from '@/components/drawn-form-fields';
import { FormAlert } from '@/components/form-alert';
import { PayChoiceList } from '@/components/pay-choice-list';
import type { PayRequest, PayTransaction } from '@/domain/contracts/payments';
import { formatDateTime } from '@/domain/date-formats';
import { amountMinor, formatApiMoney } from '@/domain/money';
import { keepOrDefault } from '@/domain/pay-choices';
import type { CustomerPageScope } from '@/domain/plugins';
import { useIntentSubmit } from '@/hooks/use-intent-submit';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { payChoicesQuery, usePay } from '../api/pay-page';
import { useAmountChoices } from '../hooks/use-amount-choices';
import { MessageDialog } from './lazy-message-dialog';
import { OrderSummary } from './order-summary';

/** Only editable amounts show an input: its form-field code stays out of the usual first load. */
const AmountInput = lazy(() => import('./amount-input').then((module) => ({ default: module.AmountInput })));

interface PayDetailsProps {
  scope: CustomerPageScope;
  transaction: PayTransaction;
}

/** SPEC 2.4 details page: the order, the amount, the gateways and the pay button. */
export function PayDetails({ scope, transaction }: PayDetailsProps) {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const [amount, setAmount] = useState(transaction.amount);
  const [termsOpen, setTermsOpen] = useState(false);
  const editable = transaction.has_editable_amount;
  const { choices, error, checking } = useAmountChoices({
    amountText: editable ? amount : transaction.amount,
    currency: transaction.currency,
    baseAmount: transaction.amount,
    baseChoices: transaction.pay_choices,
    choicesQuery: (value) => payChoicesQuery(scope, transaction.id, value, lang),
  });
  const [picked, setPicked] = useState<string | null>(null);
  const selected = keepOrDefault(choices, picked);
  const choice = choices.find((item) => item.value === selected);
  const payMutation = usePay(scope, transaction.id, lang);
  const {
    submit: pay,
    pending,
    error: payError,
  } = useIntentSubmit((body: PayRequest, key: string) => payMutation.mutateAsync({ body, key }));
  const terms = lang === 'ar' ? transaction.terms.terms_ar : transaction.terms.terms_en;
  const free = amountMinor(transaction.amount, transaction.currency) === 0 && !editable;
  const total = choice?.amount ?? transaction.amount;

  const onPay = () => {
    if (!choice) return;
    void pay({ gateway_code: choice.gateway_code, total: choice.amount, ...(editable ? { amount } : {}) });
  };

  // Disabled as one until the page answers: only the fieldset is drawn again then, not the page.
  return (
    <DrawnFormFields>
      <Heading as="h1" size="lg">
        {t('details.title')}
      </Heading>
      <OrderSummary transaction={transaction} />
      {transaction.additional_phone_number && (
        <Text>
          {t('details.additional_phone')}: <bdi>{transaction.additional_phone_number}</bdi>
        </Text>
      )}
      {transaction.expiration_time && (
        <Text fontSize="sm" color="fg.muted">
          {t('details.expires', { date: formatDateTime(transaction.expiration_time, lang) })}
        </Text>
      )}
      {editable && (
        <Suspense fallback={<Box minHeight="20" aria-busy="true" />}>
          <AmountInput
            label={t('details.amount')}
            value={amount}
            currency={transaction.currency}
            error={error}
            onChange={setAmount}
          />
        </Suspense>
      )}
      <PayChoiceList choices={choices} value={selected} onChange={setPicked} disabled={pending} />
      {transaction.disclaimer_message && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('details.disclaimer')}</Alert.Title>
            <Alert.Description>{transaction.disclaimer_message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Card.Root variant="subtle">
        <Card.Body>
          <Flex justify="space-between" align="center" gap="3">
            <Text fontWeight="medium">{t('details.total')}</Text>
            <Text fontSize="xl" fontWeight="bold" aria-live="polite">
              {formatApiMoney(total, transaction.currency, lang)}
            </Text>
          </Flex>
        </Card.Body>
      </Card.Root>
      {terms && (
        <Box>
          <Link as="button" color="orange.700" onClick={() => setTermsOpen(true)}>
            {t('details.terms')}
          </Link>
        </Box>
      )}
      <FormAlert message={payError} />
      <Button
        colorPalette="orange"
        size="lg"
        onClick={onPay}
        loading={pending}
        disabled={!choice || Boolean(error) || checking}
      >
        {free ? t('details.book') : (choice?.button_verb ?? t('details.pay'))}
      </Button>
      <MessageDialog
        open={termsOpen}
        title={t('details.terms')}
        onClose={() => setTermsOpen(false)}
        actions={[{ label: t('close', { ns: 'common' }), onClick: () => setTermsOpen(false), primary: true }]}
      >
        {terms ?? ''}
      </MessageDialog>
    </DrawnFormFields>
  );
}
