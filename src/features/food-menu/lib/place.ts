import type { DeliveryType } from '@/domain/contracts/food';
import type { FoodChoices } from '@/domain/food-cart';
import type { PlaceParams } from '../api/menu';

/** Delivery and catering come to the customer's door (an area and an address); pickup is at a branch. */
export const usesDeliveryArea = (type: DeliveryType) => type !== 'pickup';

/** The chosen place as the API's query (branch for pickup, area otherwise), or null if none. */
export function placeParams(choices: FoodChoices): PlaceParams | null {
  const { delivery_type } = choices;
  if (usesDeliveryArea(delivery_type))
    return choices.delivery_area === null ? null : { delivery_type, delivery_area: choices.delivery_area };
  return choices.branch === null ? null : { delivery_type, branch: choices.branch };
}
