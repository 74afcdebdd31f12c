import type {
  Banner,
  Branch,
  DeliveryArea,
  DeliveryType,
  DeliveryZone,
  HeaderConfig,
  MenuConfig,
  MenuItem,
  MenuItemDetail,
  MinOrder,
  ProductCategory,
  WorkingAnswer,
} from '../../../src/domain/contracts/food.ts';
import { formatAmount } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { customerAppearance } from '../appearance/service.ts';
import { findDefaultMerchant } from '../merchant/service.ts';
import {
  findArea,
  findBranch,
  findCategory,
  findItem,
  findMenuConfig,
  findZone,
  type ItemFilter,
  listAreas,
  listBanners,
  listBranches,
  listCategories,
  listItems,
  type MenuConfigRow,
} from './menu-repository.ts';
import {
  presentArea,
  presentBanner,
  presentBranch,
  presentCategory,
  presentItem,
  presentItemDetail,
} from './present.ts';
import { minimumOf, resolvePlace, workingAt } from './quote.ts';

/**
 * Customer endpoints are anonymous and serve the demo merchant (contracts/food.ts); a merchant
 * without a menu simply has no food ordering: 404.
 */
export async function menuOf(db: DbHandle): Promise<MenuConfigRow> {
  const merchant = await findDefaultMerchant(db);
  const config = merchant && (await findMenuConfig(db, merchant.id));
  if (!config) throw messageError(404, 'food.not_installed');
  return { ...config, currency: config.currency.trim() };
}

const notFound = () => messageError(404, 'errors.not_found');

export async function menuPageConfig(db: DbHandle): Promise<MenuConfig> {
  const menu = await menuOf(db);
  return {
    title: { en: menu.title_en, ar: menu.title_ar },
    logo_url: menu.logo_url,
    header_color: menu.header_color,
    appearance: await customerAppearance(db, menu.merchant_id, 'food_ordering'),
    currency_code: menu.currency,
    delivery_types: menu.delivery_types as DeliveryType[],
    default_delivery_type: menu.default_delivery_type as DeliveryType,
    order_refresh_seconds: menu.order_refresh_seconds,
  };
}

export async function headerConfig(db: DbHandle): Promise<HeaderConfig> {
  const menu = await menuOf(db);
  return { image_url: menu.header_image_url, welcome: { en: menu.welcome_en, ar: menu.welcome_ar } };
}

export async function banners(db: DbHandle): Promise<Banner[]> {
  const menu = await menuOf(db);
  return (await listBanners(db, menu.merchant_id)).map(presentBanner);
}

/**
 * The menu of the branch that will make the order: the pickup branch, or the one serving the
 * delivery area (as checkout's resolvePlace), so a dish it does not sell is not offered only to
 * be refused at checkout. An area no longer served lists the whole menu: the customer's stored
 * choice outlived it, and the order settings ask for another.
 */
export async function menuItems(
  db: DbHandle,
  { delivery_area, ...filter }: ItemFilter & { delivery_area?: number },
  now = new Date(),
): Promise<MenuItem[]> {
  const menu = await menuOf(db);
  const area = delivery_area === undefined ? undefined : await findArea(db, menu.merchant_id, delivery_area);
  const branch = delivery_area === undefined ? filter.branch : area?.branch_id;
  const rows = await listItems(db, menu.merchant_id, { ...filter, branch });
  return rows.map((row) => presentItem(row, menu.currency, now));
}

export async function menuItem(db: DbHandle, id: number, now = new Date()): Promise<MenuItemDetail> {
  const menu = await menuOf(db);
  const row = await findItem(db, menu.merchant_id, id);
  if (!row) throw notFound();
  return presentItemDetail(row, menu.currency, now);
}

export async function categories(db: DbHandle, deliveryType?: DeliveryType): Promise<ProductCategory[]> {
  const menu = await menuOf(db);
  const rows = await listCategories(db, menu.merchant_id, deliveryType);
  return rows.map((row) => presentCategory(row, menu.currency));
}

export async function category(db: DbHandle, id: number): Promise<ProductCategory> {
  const menu = await menuOf(db);
  const row = await findCategory(db, menu.merchant_id, id);
  if (!row) throw notFound();
  return presentCategory(row, menu.currency);
}

export async function branches(db: DbHandle): Promise<Branch[]> {
  const menu = await menuOf(db);
  return (await listBranches(db, menu.merchant_id)).map((row) => presentBranch(row, menu.currency));
}

export async function branch(db: DbHandle, id: number): Promise<Branch> {
  const menu = await menuOf(db);
  const row = await findBranch(db, menu.merchant_id, id);
  if (!row) throw notFound();
  return presentBranch(row, menu.currency);
}

export async function deliveryAreas(db: DbHandle, filter: { branch?: number }): Promise<DeliveryArea[]> {
  const menu = await menuOf(db);
  const rows = await listAreas(db, menu.merchant_id, { branch: filter.branch });
  return rows.map((row) => presentArea(row, menu.currency));
}

export async function deliveryArea(db: DbHandle, id: number): Promise<DeliveryArea> {
  const menu = await menuOf(db);
  const row = await findArea(db, menu.merchant_id, id);
  if (!row) throw notFound();
  return presentArea(row, menu.currency);
}

export async function deliveryZone(db: DbHandle, id: number): Promise<DeliveryZone> {
  const menu = await menuOf(db);
  const zone = await findZone(db, menu.merchant_id, id);
  if (!zone) throw notFound();
  const areas = await listAreas(db, menu.merchant_id, { zone: zone.id });
  return {
    id: zone.id,
    name: { en: zone.name_en, ar: zone.name_ar },
    branch_id: zone.branch_id,
    areas: areas.map((row) => presentArea(row, menu.currency)),
  };
}

/** Which place a menu question is about (a branch or a delivery area) and for which delivery type. */
export interface PlaceAsked {
  delivery_type?: DeliveryType;
  branch?: number | null;
  delivery_area?: number | null;
}

export async function minimumOrder(db: DbHandle, asked: PlaceAsked): Promise<MinOrder> {
  const menu = await menuOf(db);
  const { delivery_type = 'delivery' } = asked;
  const place = await resolvePlace(db, menu.merchant_id, delivery_type, asked);
  return { minimum_order_sum: formatAmount(minimumOf(place), menu.currency) };
}

export async function workingNow(
  db: DbHandle,
  asked: PlaceAsked & { at?: string },
  now = new Date(),
): Promise<WorkingAnswer> {
  const menu = await menuOf(db);
  const { delivery_type = 'delivery', at } = asked;
  const place = await resolvePlace(db, menu.merchant_id, delivery_type, asked);
  const answer = workingAt(place, at ? new Date(at) : now);
  return { working: answer.working, opens_at: answer.opensAt?.toISOString() ?? null };
}
