import type {
  Banner,
  Branch,
  DeliveryArea,
  DeliveryType,
  HeaderConfig,
  MenuConfig,
  MenuItem,
  ProductCategory,
} from '@/domain/contracts/food';
import {
  bannersQuery,
  branchesQuery,
  categoriesQuery,
  deliveryAreasQuery,
  headerConfigQuery,
  menuConfigQuery,
  menuItemQuery,
  menuItemsQuery,
  promotedQuery,
} from '@/features/food-menu/api/menu';
import { usesDeliveryArea } from '@/features/food-menu/lib/place';
import type { Lang } from '@/lib/lang-path';
import { type ApiAnswer, type RenderedPage, renderPage, seedAnswer } from './render-page';

/** The menu API's answers for a first visit: the restaurant's default delivery type, no category. */
export interface MenuAnswers {
  /** When the server read them: a copy the service worker kept for days is refetched at once. */
  at: number;
  delivery_type: DeliveryType;
  config: MenuConfig;
  header: HeaderConfig;
  banners: Banner[];
  promoted: MenuItem[];
  categories: ProductCategory[];
  items: MenuItem[];
  /** Where an order of that type comes from or goes to: its delivery areas, or its branches for pickup. */
  places: DeliveryArea[] | Branch[];
}

/** /{lang}/new-menu with the menu API's answers. */
export function renderMenuPage(url: string, lang: Lang, menu: MenuAnswers): Promise<RenderedPage> {
  const type = menu.delivery_type;
  const answers = [
    [menuConfigQuery().queryKey, menu.config],
    [headerConfigQuery().queryKey, menu.header],
    [bannersQuery().queryKey, menu.banners],
    [promotedQuery(type).queryKey, menu.promoted],
    [categoriesQuery(type).queryKey, menu.categories],
    [menuItemsQuery({ delivery_type: type }).queryKey, menu.items],
    // The order settings' list: drawn with the page, not fetched and drawn again as it comes alive.
    [(usesDeliveryArea(type) ? deliveryAreasQuery() : branchesQuery()).queryKey, menu.places],
  ] as const;
  return renderPage(url, lang, async (queryClient) => {
    for (const [queryKey, body] of answers)
      await seedAnswer(queryClient, queryKey, { status: 200, body }, menu.at);
  });
}

/** A dish's page: the dish's answer (a refusal included) and the menu's settings. */
export interface FoodDetailsAnswers {
  at: number;
  itemId: number;
  item: ApiAnswer;
  config: MenuConfig;
}

/**
 * /{lang}/category/{category}/food-details/{id}. Its category's catering terms follow from the
 * browser, which knows the customer's delivery type.
 */
export function renderFoodDetailsPage(
  url: string,
  lang: Lang,
  dish: FoodDetailsAnswers,
): Promise<RenderedPage> {
  return renderPage(url, lang, async (queryClient) => {
    await seedAnswer(queryClient, menuConfigQuery().queryKey, { status: 200, body: dish.config }, dish.at);
    await seedAnswer(queryClient, menuItemQuery(dish.itemId).queryKey, dish.item, dish.at);
  });
}
