import type {
  Banner,
  Branch,
  DeliveryArea,
  MenuItem,
  MenuItemDetail,
  ProductCategory,
} from '../../../src/domain/contracts/food.ts';
import { isSoldOutToday } from '../../../src/domain/food-availability.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { AreaRow, BannerRow, BranchRow, CategoryRow, ItemRow } from './menu-repository.ts';

// Rows → the shapes of src/domain/contracts/food.ts; money as decimal strings of the menu's currency.

export const localized = (en: string, ar: string) => ({ en, ar });
const money = (value: string | number | bigint, currency: string) =>
  formatAmount(minorFromDb(value), currency);
const moneyOrNull = (value: string | number | bigint | null, currency: string) =>
  value === null ? null : money(value, currency);

export function presentCategory(row: CategoryRow, currency: string): ProductCategory {
  return {
    id: row.id,
    name: localized(row.name_en, row.name_ar),
    image_url: row.image_url,
    minimum_number_of_plates: row.minimum_number_of_plates,
    service_charges: money(row.service_charges_minor, currency),
    is_catering: row.is_catering,
  };
}

export function presentItem(row: ItemRow, currency: string, now: Date): MenuItem {
  return {
    id: row.id,
    category_id: row.category_id,
    name: localized(row.name_en, row.name_ar),
    description: localized(row.description_en, row.description_ar),
    price: money(row.price_minor, currency),
    price_with_discount: moneyOrNull(row.discounted_price_minor, currency),
    images: row.images,
    promoted: row.promoted_for.length > 0,
    available: row.available,
    sold_out_today: isSoldOutToday(row.sold_out_day, now),
  };
}

export function presentItemDetail(row: ItemRow, currency: string, now: Date): MenuItemDetail {
  return {
    ...presentItem(row, currency, now),
    sizes: row.sizes.map((size) => ({
      id: size.id,
      name: localized(size.name_en, size.name_ar),
      price: money(size.price_minor, currency),
      price_with_discount: moneyOrNull(size.discounted_price_minor, currency),
    })),
    options: row.options.map((option) => ({
      id: option.id,
      name: localized(option.name_en, option.name_ar),
      required: option.required,
      items: option.items.map((item) => ({
        id: item.id,
        name: localized(item.name_en, item.name_ar),
        price: money(item.price_minor, currency),
      })),
    })),
    add_ons: row.add_ons.map((addOn) => ({
      id: addOn.id,
      name: localized(addOn.name_en, addOn.name_ar),
      price: money(addOn.price_minor, currency),
    })),
  };
}

export function presentBranch(row: BranchRow, currency: string): Branch {
  return {
    id: row.id,
    name: localized(row.name_en, row.name_ar),
    email: row.email,
    phone: row.phone,
    address: localized(row.address_en, row.address_ar),
    image: row.image_url,
    minimum_order_sum: money(row.minimum_order_minor, currency),
    delivery_time: row.delivery_time,
    working_hours: row.working_hours,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
  };
}

export function presentArea(row: AreaRow, currency: string): DeliveryArea {
  return {
    id: row.id,
    name: localized(row.name_en, row.name_ar),
    zone_id: row.zone_id,
    branch_id: row.branch_id,
    delivery_charges: money(row.delivery_charges_minor, currency),
    minimum_order_sum: money(row.minimum_order_minor, currency),
    working_hours: row.working_hours,
  };
}

export function presentBanner(row: BannerRow): Banner {
  return { id: row.id, image_url: row.image_url, title: localized(row.title_en, row.title_ar) };
}
