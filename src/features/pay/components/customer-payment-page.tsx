import { Button, chakra, Heading, Input, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DrawnFormFields } from '@/components/drawn-form-fields';
import { FormAlert } from '@/components/form-alert';
import { SelectControl, TextareaControl } from '@/components/form-controls';
import { ErrorState } from '@/components/page-states';
import { PayChoiceList } from '@/components/pay-choice-list';
import { PayField } from '@/components/pay-field';
import type {
  CustomerPaymentCreateRequest,
  CustomerPaymentOptions,
} from '@/domain/contracts/customer-payments';
import type { UnitDetails } from '@/domain/contracts/payments';
import { formatApiMoney } from '@/domain/money';
import { keepOrDefault } from '@/domain/pay-choices';
import { useIntentSubmit } from '@/hooks/use-intent-submit';
import { useLang } from '@/hooks/use-lang';
import { ApiError } from '@/lib/api-client';
import { errorMessage, fieldErrors } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import {
  customerPayChoicesQuery,
  customerPaymentOptionsQuery,
  useCreateCustomerPayment,
} from '../api/customer-payment';
import { useAmountChoices } from '../hooks/use-amount-choices';
import { type CustomerErrors, type CustomerValues, validateCustomer } from '../schemas/customer-rules';
import { AmountInput } from './amount-input';
import { PayLayout, PayMessage, PaySkeleton } from './pay-layout';
import { UnitHeader } from './unit-header';

const FIELDS = ['customer_name', 'customer_phone', 'customer_email', 'description'] as const;

/** A collector without a unit of its own still shows the merchant's name and logo. */
function headerUnit(options: CustomerPaymentOptions): UnitDetails {
  return (
    options.unit_details ?? {
      logo_url: options.merchant.logo_url,
      title_en: options.merchant.title,
      title_ar: options.merchant.title,
      website: null,
      twitter_url: null,
      instagram_url: null,
      facebook_url: null,
      show_unit_title: true,
      header_color: 'transparent',
      header_image_url: null,
      header_image_link: null,
    }
  );
}

/** SPEC 2.1 pos/pay and pos/pay/collect/{id}: the customer names the amount and pays. */
export function CustomerPaymentPage({ collectorId }: { collectorId: string | null }) {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const options = useQuery({
    ...customerPaymentOptionsQuery(collectorId, lang),
    placeholderData: keepPreviousData,
  });
  if (options.error) {
    if (options.error instanceof ApiError && options.error.status === 404)
      return <PayMessage title={errorMessage(options.error.body, t('pay-customer:customer.not_found'))} />;
    return (
      <PayLayout>
        <ErrorState error={options.error} onRetry={() => void options.refetch()} />
      </PayLayout>
    );
  }
  if (!options.data) return <PaySkeleton label={t('loading')} />;
  return (
    <PayLayout header={<UnitHeader unit={headerUnit(options.data)} />} appearance={options.data.appearance}>
      <CustomerPaymentForm collectorId={collectorId} options={options.data} />
    </PayLayout>
  );
}

function CustomerPaymentForm({
  collectorId,
  options,
}: {
  collectorId: string | null;
  options: CustomerPaymentOptions;
}) {
  const { t } = useTranslation('pay-customer');
  const lang = useLang();
  const [values, setValues] = useState<CustomerValues>({
    amount: '',
    customer_name: '',
    customer_phone: '',
    customer_email: '',
    description: '',
  });
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [picked, setPicked] = useState<string | null>(null);
  // The restriction bounds each currency on its own; the first is the page's default.
  const [currency, setCurrency] = useState(options.currency);
  const payable = options.currencies.find((item) => item.currency === currency) ?? options;
  const {
    choices,
    error: amountError,
    checking,
    priced,
  } = useAmountChoices({
    amountText: values.amount,
    currency,
    choicesQuery: (amount) => customerPayChoicesQuery(collectorId, currency, amount, lang),
  });
  const selected = keepOrDefault(choices, picked);
  const create = useCreateCustomerPayment(collectorId, lang);
  const {
    submit: pay,
    pending,
    error,
    failure,
  } = useIntentSubmit((body: CustomerPaymentCreateRequest, key: string) => create.mutateAsync({ body, key }));
  const serverErrors = fieldErrors(failure, FIELDS);
  const set = (field: keyof CustomerValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const money = (amount: string | null) => amount && formatApiMoney(amount, currency, lang);
  const [min, max] = [money(payable.min_amount), money(payable.max_amount)];
  const bounds =
    min && max
      ? t('customer.bounds', { min, max })
      : min
        ? t('customer.at_least', { min })
        : max
          ? t('customer.at_most', { max })
          : undefined;

  const submit = () => {
    const found = validateCustomer(values, { required: t('errors:required'), email: t('errors:email') });
    setErrors(found);
    if (Object.keys(found).length > 0 || !selected) return;
    void pay({
      amount: values.amount,
      customer_name: values.customer_name.trim(),
      customer_phone: values.customer_phone.trim() || null,
      customer_email: values.customer_email.trim() || null,
      description: values.description.trim() || null,
      gateway_code: selected,
      currency,
      language: lang,
      total: choices.find((choice) => choice.value === selected)?.amount,
    });
  };

  const text = (field: (typeof FIELDS)[number], type = 'text', required = false) => (
    <PayField label={t(`customer.${field}`)} error={errors[field] ?? serverErrors[field]} required={required}>
      <Input
        name={field}
        type={type}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        dir={type === 'tel' ? 'ltr' : undefined}
      />
    </PayField>
  );

  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DrawnFormFields>
        <Heading as="h1" size="lg">
          {options.collector
            ? t('customer.title_collector', { name: options.collector.name })
            : t('customer.title')}
        </Heading>
        {options.currencies.length > 1 && (
          <PayField label={t('customer.currency')} controlId="pay-currency">
            <SelectControl
              id="pay-currency"
              name="currency"
              value={currency}
              onChange={(event) => {
                setCurrency(event.target.value);
                setPicked(null);
              }}
            >
              {options.currencies.map((item) => (
                <option key={item.currency} value={item.currency}>
                  {item.currency}
                </option>
              ))}
            </SelectControl>
          </PayField>
        )}
        <AmountInput
          label={t('customer.amount')}
          value={values.amount}
          currency={currency}
          error={values.amount ? amountError : errors.amount}
          onChange={(value) => set('amount', value)}
        />
        {bounds && (
          <Text fontSize="sm" color="fg.muted" marginBlockStart="-3">
            {bounds}
          </Text>
        )}
        {text('customer_name', 'text', true)}
        {text('customer_phone', 'tel')}
        {text('customer_email', 'email')}
        <PayField
          label={t('customer.description')}
          error={errors.description ?? serverErrors.description}
          controlId="pay-description"
        >
          <TextareaControl
            id="pay-description"
            name="description"
            rows={3}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </PayField>
        {priced ? (
          <PayChoiceList choices={choices} value={selected} onChange={setPicked} disabled={pending} />
        ) : (
          <Text color="fg.muted">{t('customer.enter_amount')}</Text>
        )}
        <FormAlert message={Object.keys(serverErrors).length ? undefined : error} />
        <Button
          type="submit"
          colorPalette="orange"
          size="lg"
          loading={pending}
          disabled={!selected || Boolean(amountError) || checking}
        >
          {choices.find((choice) => choice.value === selected)?.button_verb ?? t('pay:details.pay')}
        </Button>
      </DrawnFormFields>
    </chakra.form>
  );
}
