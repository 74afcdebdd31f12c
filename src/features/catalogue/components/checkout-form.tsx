import { Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CustomerFields } from '@/components/customer-fields';
import { PayChoiceList } from '@/components/pay-choice-list';
import { Pulse } from '@/components/pulse';
import { type CatalogueCart, emptyCatalogueCart } from '@/domain/catalogue-cart';
import type { CartQuote, CartRequest } from '@/domain/contracts/catalogue';
import { customerPayload, emptyCustomer, validateCustomer } from '@/domain/customer-contact';
import { amountMinor } from '@/domain/money';
import { keepOrDefault } from '@/domain/pay-choices';
import { useLang } from '@/hooks/use-lang';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { pick } from '@/lib/localized-text';
import { useApplyDiscount } from '../api/checkout';
import { prerequisitesQuery, shopConfigQuery, storesQuery } from '../api/shop';
import { updateCatalogueCart } from '../cart-store';
import { useCheckoutPricing } from '../hooks/use-checkout-pricing';
import { useCheckoutTranslation } from '../hooks/use-checkout-translation';
import { usePlaceOrder } from '../hooks/use-place-order';
import {
  cartLines,
  missingProductFields,
  type ProductFieldValues,
  serverCheckoutErrors,
  storesHoldingAll,
  summaryTotals,
} from '../lib/checkout-form';
import { CheckoutSummary } from './checkout-summary';
import { DiscountField } from './discount-field';
import { ProductFields } from './product-fields';
import { StoreChoice } from './store-choice';
import { TermsAgreement } from './terms-agreement';

interface CheckoutFormProps {
  cart: CatalogueCart;
  currency: string;
  /** Nothing was paid online (cash on collection): the page says the order is placed. */
  onPlaced: () => void;
}

/** Issue 21 checkout: the order, the customer, the products' fields, store, code, pay choice, terms. */
export function CheckoutForm({ cart, currency, onPlaced }: CheckoutFormProps) {
  const { t } = useCheckoutTranslation();
  const lang = useLang();
  const online = useOnlineStatus();
  const formRef = useRef<HTMLFormElement>(null);
  const slugs = useMemo(() => cart.items.map((item) => item.slug), [cart.items]);
  const config = useQuery(shopConfigQuery());
  const prerequisites = useQuery(prerequisitesQuery(slugs));
  const stores = useQuery(storesQuery(slugs));
  const [customer, setCustomer] = useState(emptyCustomer);
  const [fields, setFields] = useState<ProductFieldValues>({});
  const [store, setStore] = useState<number | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string>();
  const [picked, setPicked] = useState<string | null>(null);
  const discount = useApplyDiscount();
  const { place, pending } = usePlaceOrder();

  const holding = storesHoldingAll(stores.data ?? [], slugs);
  const lines = cartLines(cart, fields);
  const missing = missingProductFields(prerequisites.data ?? [], fields, t('errors:required'));
  const complete = prerequisites.isSuccess && Object.keys(missing).length === 0;
  const body: CartRequest = { lines, store, discount_code: code, lang };
  const { query: choices, settled } = useCheckoutPricing(body, complete);
  const choiceList = choices.data ?? [];
  const selected = keepOrDefault(choiceList, picked);
  const choice = choiceList.find((item) => item.value === selected);
  const totals = summaryTotals(cart, quote);
  // The server's total wins over the one reckoned here: it is the one checkout compares.
  const total = choice ? amountMinor(choice.base_amount, currency) : totals.total;
  const terms = config.data ? pick(config.data.terms, lang) : '';

  /** Errors drawn at once, then the first field in error takes the focus (and is read out). */
  const showErrors = (found: Record<string, string>) => {
    flushSync(() => setErrors(found));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  const without = (...keys: string[]) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))),
    );

  const applyCode = (entered: string) => {
    if (!complete) return showErrors(missing);
    discount.mutate(
      { lines, store, discount_code: entered, lang },
      {
        onSuccess: (priced) => {
          setCode(entered);
          setQuote(priced);
          without('discount_code');
        },
        onError: (error) => {
          const server = error instanceof ApiError ? serverCheckoutErrors(error.body, cart) : null;
          const message = server
            ? (server.fields.discount_code ??
              errorMessage(error instanceof ApiError ? error.body : undefined, t('checkout.code_failed')))
            : t('checkout.offline');
          showErrors({ ...errors, ...server?.fields, ...server?.products, discount_code: message });
        },
      },
    );
  };

  const submit = async () => {
    const found: Record<string, string> = {
      ...validateCustomer(customer, {
        required: t('errors:required'),
        phone: t('checkout.phone_invalid'),
        email: t('errors:email'),
      }),
      ...missing,
      ...(holding.length > 0 && store === null ? { store: t('checkout.store_required') } : {}),
      ...(accepted || !terms ? {} : { terms: t('checkout.terms_required') }),
    };
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    if (!choice || !settled) return;
    setNotice(undefined);
    const outcome = await place(
      {
        ...body,
        total: choice.base_amount,
        customer: customerPayload(customer),
        gateway_code: choice.gateway_code,
      },
      cart,
    );
    if (!outcome || outcome.kind === 'redirect') return;
    if (outcome.kind === 'placed') {
      await updateCatalogueCart(() => emptyCatalogueCart());
      onPlaced();
    } else if (outcome.kind === 'conflict') {
      setNotice(`${outcome.message} ${t('checkout.changed')}`);
      setQuote(code ? outcome.quote : null);
    } else if (outcome.kind === 'invalid') {
      setNotice(outcome.errors.other);
      showErrors({ ...outcome.errors.fields, ...outcome.errors.products });
    } else setNotice(outcome.message);
  };

  const payChoices = () => {
    if (!complete)
      return prerequisites.isSuccess && <Text color="fg.muted">{t('checkout.fields_first')}</Text>;
    if (choices.error)
      return (
        <Text role="alert" color="fg.error">
          {choices.error instanceof ApiError
            ? errorMessage(choices.error.body, t('checkout.failed'))
            : t('checkout.offline')}
        </Text>
      );
    if (!choices.data) return online && <Pulse height="24" />;
    return <PayChoiceList choices={choiceList} value={selected} onChange={setPicked} disabled={pending} />;
  };

  const summary = (
    <CheckoutSummary cart={cart} currency={currency} totals={{ ...totals, total }} code={code} />
  );
  // Offline the shop's answers wait for the network; the page says so above the order.
  if (prerequisites.isPending || stores.isPending) return online ? <Pulse height="40" /> : summary;
  return (
    <chakra.form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="6">
        {summary}
        <DiscountField
          applied={code}
          discount={totals.discount}
          currency={currency}
          pending={discount.isPending}
          error={errors.discount_code}
          onApply={applyCode}
          onRemove={() => {
            setCode(null);
            setQuote(null);
          }}
        />
        <Stack as="section" gap="4" aria-labelledby="checkout-details">
          <Heading as="h2" size="md" id="checkout-details">
            {t('checkout.details')}
          </Heading>
          <CustomerFields
            values={customer}
            errors={errors}
            labels={{
              name: t('checkout.name'),
              phone: t('checkout.phone'),
              phoneCountry: t('checkout.phone_country'),
              email: t('checkout.email'),
            }}
            onChange={setCustomer}
          />
          <ProductFields
            items={cart.items}
            prerequisites={prerequisites.data ?? []}
            values={fields}
            errors={errors}
            onChange={(slug, name, value) =>
              setFields((current) => ({ ...current, [slug]: { ...current[slug], [name]: value } }))
            }
          />
          <StoreChoice
            stores={holding}
            anyHeld={(stores.data ?? []).length > 0}
            lines={lines}
            value={store}
            error={errors.store}
            onChange={setStore}
          />
        </Stack>
        {payChoices()}
        {terms && (
          <TermsAgreement terms={terms} accepted={accepted} error={errors.terms} onChange={setAccepted} />
        )}
        {notice && (
          <Text role="alert" color="fg.error" fontWeight="medium">
            {notice}
          </Text>
        )}
        <Button
          type="submit"
          colorPalette="orange"
          size="lg"
          loading={pending}
          disabled={!online || !choice || !settled}
        >
          {choice?.button_verb || t('checkout.pay')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
