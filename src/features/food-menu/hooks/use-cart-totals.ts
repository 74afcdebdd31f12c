import { useQuery } from '@tanstack/react-query';
import { cartPricingInput } from '@/domain/food-cart';
import { meetsMinimumOrder, orderTotals, voucherFromActivation } from '@/domain/food-pricing';
import { amountMinor } from '@/domain/money';
import { deliveryAreasQuery, menuConfigQuery, minOrderQuery } from '../api/menu';
import { useFoodStore } from '../cart-store';
import { placeParams, usesDeliveryArea } from '../lib/place';

/**
 * The cart's totals as the server will compute them (src/domain/food-pricing.ts): delivery
 * charges of the chosen area, the applied voucher, catering service charges, and the
 * minimum order of the chosen branch or area.
 */
export function useCartTotals() {
  const store = useFoodStore();
  const { cart, choices } = store;
  const config = useQuery(menuConfigQuery());
  const currency = config.data?.currency_code ?? 'KWD';
  const byArea = usesDeliveryArea(choices.delivery_type);
  const areas = useQuery({ ...deliveryAreasQuery(), enabled: byArea });
  const area = byArea ? areas.data?.find((candidate) => candidate.id === choices.delivery_area) : undefined;
  const place = placeParams(choices);
  const minOrder = useQuery({
    ...minOrderQuery(place ?? { delivery_type: choices.delivery_type }),
    enabled: Boolean(place),
  });
  const voucher = choices.voucher ? voucherFromActivation(choices.voucher, currency) : null;
  const totals = orderTotals(
    cartPricingInput(cart, voucher, area ? amountMinor(area.delivery_charges, currency) : 0),
  );
  const minimum = amountMinor(minOrder.data?.minimum_order_sum, currency);
  return {
    ...store,
    config: config.data,
    currency,
    area,
    place,
    totals,
    minimum,
    meetsMinimum: meetsMinimumOrder(totals.subtotal, minimum),
  };
}
