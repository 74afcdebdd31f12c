import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { AddressState } from '@/components/address/address-step';
import { CustomerFields } from '@/components/customer-fields';
import { PayChoiceList } from '@/components/pay-choice-list';
import type { CheckoutRequest } from '@/domain/contracts/food';
import type { CartChange, CheckoutChanged } from '@/domain/contracts/food-checkout-changes';
import {
  CUSTOMER_FIELDS,
  type CustomerErrors,
  type CustomerValues,
  customerPayload,
  emptyCustomer,
  validateCustomer,
} from '@/domain/customer-contact';
import { clearCart, type MenuState } from '@/domain/food-cart';
import { formatAmount } from '@/domain/money';
import { keepOrDefault } from '@/domain/pay-choices';
import { useLang } from '@/hooks/use-lang';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { ApiError, isNetworkError } from '@/lib/api-client';
import { errorMessage, fieldErrors } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { createIntentKeys } from '@/lib/intent-keys';
import { workingQuery } from '../api/menu';
import { payChoicesQuery, useCheckout } from '../api/orders';
import { currentFoodState, updateMenuState } from '../cart-store';
import type { useCartTotals } from '../hooks/use-cart-totals';
import { cartFromQuote } from '../lib/cart-quote';
import { checkoutLines, checkoutPlates } from '../lib/checkout-body';
import { toCustomerAddress } from '../lib/customer-rules';
import { CartChanges } from './cart-changes';
import { TotalsTable } from './totals-table';

/** A 409 of pay-choices or checkout that carries what changed in the cart (not a key in use). */
function changedCart(error: unknown): Required<CheckoutChanged> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as CheckoutChanged;
  return body.changes && body.quote
    ? { message: body.message ?? '', changes: body.changes, quote: body.quote }
    : null;
}

/** Writes the cart and choices now, waiting for IndexedDB (a failed write only loses persistence). */
async function storeMenuState(state: MenuState): Promise<void> {
  try {
    const { KV_KEYS, setKv } = await import('@/lib/db');
    await Promise.all([setKv(KV_KEYS.foodCart, state.cart), setKv(KV_KEYS.foodChoices, state.choices)]);
  } catch {
    // No IndexedDB: nothing was kept to come back to.
  }
}

interface CheckoutDetailsProps {
  totals: ReturnType<typeof useCartTotals>;
  address: AddressState | null;
}

/** Customer details and the payment: online → the gateway's page; cash on delivery → the confirmation. */
export function CheckoutDetails({ totals: cartTotals, address }: CheckoutDetailsProps) {
  const { t } = useTranslation('food-order');
  const lang = useLang();
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { cart, choices, place, totals, currency } = cartTotals;
  const [values, setValues] = useState<CustomerValues>(emptyCustomer);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [picked, setPicked] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [changes, setChanges] = useState<CartChange[] | null>(null);
  const keys = useRef(createIntentKeys());
  const checkout = useCheckout();

  const base: Omit<CheckoutRequest, 'gateway_code' | 'customer'> = {
    delivery_type: choices.delivery_type,
    branch: choices.delivery_type === 'pickup' ? choices.branch : null,
    delivery_area: choices.delivery_type === 'pickup' ? null : choices.delivery_area,
    ...(choices.delivery_type === 'catering'
      ? { catering_date: choices.catering_date ?? undefined, plates: checkoutPlates(cart) }
      : {}),
    lines: checkoutLines(cart, currency),
    // What the customer is shown: the server refuses another total rather than charge it.
    total: formatAmount(totals.total, currency),
    voucher: choices.voucher?.code ?? null,
    address: address ? toCustomerAddress(address.values, address.location) : null,
    lang,
  };
  const choicesQuery = useQuery({
    ...payChoicesQuery(base),
    enabled: online,
  });
  const choicesList = choicesQuery.data ?? [];
  const selected = keepOrDefault(choicesList, picked);

  /** The cart takes the menu's prices now and drops what cannot be ordered; the customer is told. */
  const takeChanges = (changed: Required<CheckoutChanged>) => {
    setChanges(changed.changes);
    updateMenuState((state) => ({ ...state, cart: cartFromQuote(state.cart, changed.quote, currency) }));
    // A charge or a voucher may have moved too: the menu's answers are read again.
    void queryClient.invalidateQueries();
    if (changed.changes.length === 0) setFailure(changed.message);
  };
  const staleCart = changedCart(choicesQuery.error);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer; takeChanges is remade each render
  useEffect(() => {
    if (staleCart) takeChanges(staleCart);
  }, [choicesQuery.error]);

  const submit = async () => {
    const found = validateCustomer(values, {
      required: t('errors:required'),
      phone: t('checkout.phone_invalid'),
      email: t('errors:email'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0 || !selected || !place || pending) return;
    if (choices.delivery_type === 'catering' && !choices.catering_date) {
      setFailure(t('checkout.date_required'));
      return;
    }
    setFailure(undefined);
    setPending(true);
    try {
      const working = await queryClient.fetchQuery({ ...workingQuery(place), staleTime: 0 });
      if (!working.working) {
        setFailure(
          place.branch ? t('food-menu:settings.branch_closed') : t('food-menu:settings.area_closed'),
        );
        setPending(false);
        return;
      }
      const body: CheckoutRequest = { ...base, customer: customerPayload(values), gateway_code: selected };
      const result = await checkout.mutateAsync({ body, key: keys.current.keyFor(body) });
      // The order holds the cart now; a failed online payment is retried on the gateway's side.
      updateMenuState((state) => ({
        ...state,
        cart: clearCart(state.cart),
        choices: { ...state.choices, voucher: null },
      }));
      if (result.redirect_url) {
        // The gateway's page unloads this one: the emptied cart is stored first, or it would be
        // found again on the way back.
        await storeMenuState(currentFoodState());
        window.location.assign(result.redirect_url);
      } else
        void navigate({
          to: '/$lang/order-confirmation/$number',
          params: { lang, number: result.order_number },
          search: { token: result.token },
        });
    } catch (error) {
      setPending(false);
      const changed = changedCart(error);
      if (changed) return takeChanges(changed);
      const fallback = isNetworkError(error) ? t('checkout.offline') : t('errors:unexpected');
      // The server judges the customer's details too; its verdict goes under the field.
      const fields = error instanceof ApiError ? fieldErrors(error.body, CUSTOMER_FIELDS) : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(error instanceof ApiError ? errorMessage(error.body, fallback) : fallback);
    }
  };

  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="5">
        <CustomerFields
          values={values}
          errors={errors}
          labels={{
            name: t('checkout.name'),
            phone: t('checkout.phone'),
            phoneCountry: t('checkout.phone_country'),
            email: t('checkout.email'),
          }}
          onChange={setValues}
        />
        {changes && changes.length > 0 && <CartChanges changes={changes} currency={currency} />}
        {choicesQuery.error && !staleCart ? (
          <Text role="alert" color="fg.error">
            {choicesQuery.error instanceof ApiError
              ? errorMessage(choicesQuery.error.body, t('errors:unexpected'))
              : t('checkout.offline')}
          </Text>
        ) : (
          choicesQuery.data && (
            <PayChoiceList choices={choicesList} value={selected} onChange={setPicked} disabled={pending} />
          )
        )}
        <TotalsTable totals={totals} currency={currency} />
        {failure && (
          <Text role="alert" color="fg.error" fontWeight="medium">
            {failure}
          </Text>
        )}
        <Button
          type="submit"
          colorPalette="orange"
          size="lg"
          loading={pending}
          disabled={!online || !selected}
        >
          {selected === 'cod'
            ? t('checkout.place_order')
            : (choicesList.find((c) => c.value === selected)?.button_verb ?? t('checkout.place_order'))}
        </Button>
      </Stack>
    </chakra.form>
  );
}
