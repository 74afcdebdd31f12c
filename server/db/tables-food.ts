import type { ColumnType, Generated } from 'kysely';
import type { Json, Minor, NullableJson, NullableTimestamp } from './column-types.ts';

/**
 * Tables of the food-ordering plugin (issue 6). Products are food_items; their sizes, option
 * groups and add-ons are jsonb (ids unique per item). Orders carry their lines as the server
 * priced them, so later menu edits never change an old order.
 */
export interface FoodWorkingHours {
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** "HH:mm" Asia/Kuwait; closes "23:59" means until midnight. */
  opens: string;
  closes: string;
}

export interface FoodSizeJson {
  id: number;
  name_en: string;
  name_ar: string;
  price_minor: number;
  discounted_price_minor: number | null;
}
export interface FoodOptionJson {
  id: number;
  name_en: string;
  name_ar: string;
  required: boolean;
  items: { id: number; name_en: string; name_ar: string; price_minor: number }[];
}
export interface FoodAddOnJson {
  id: number;
  name_en: string;
  name_ar: string;
  price_minor: number;
}

export interface FoodMenuConfigTable {
  merchant_id: number;
  title_en: string;
  title_ar: string;
  logo_url: string | null;
  header_color: Generated<string>;
  header_image_url: string | null;
  welcome_en: Generated<string>;
  welcome_ar: Generated<string>;
  currency: Generated<string>;
  delivery_types: ColumnType<string[], string | undefined, string>;
  default_delivery_type: Generated<string>;
  order_refresh_seconds: Generated<number>;
  /** The next order's number; taken with UPDATE … RETURNING (row lock = unique numbers). */
  next_order_number: Generated<number>;
  /** Bumped by triggers on every menu change (20261202000600): what the menu's validators hold. */
  content_version: Generated<number>;
}

export interface FoodCategoriesTable {
  id: Generated<number>;
  merchant_id: number;
  name_en: string;
  name_ar: string;
  image_url: string | null;
  is_catering: Generated<boolean>;
  minimum_number_of_plates: Generated<number>;
  /** Catering: charged once per category in the order. */
  service_charges_minor: ColumnType<
    string | number | bigint,
    string | number | bigint | undefined,
    string | number
  >;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface FoodItemsTable {
  id: Generated<number>;
  merchant_id: number;
  category_id: number;
  name_en: string;
  name_ar: string;
  description_en: Generated<string>;
  description_ar: Generated<string>;
  price_minor: Minor;
  discounted_price_minor: Minor | null;
  images: ColumnType<string[], string | undefined, string>;
  promoted: Generated<boolean>;
  available: Generated<boolean>;
  sizes: ColumnType<FoodSizeJson[], string | undefined, string>;
  options: ColumnType<FoodOptionJson[], string | undefined, string>;
  add_ons: ColumnType<FoodAddOnJson[], string | undefined, string>;
  position: Generated<number>;
  created_at: Generated<Date>;
  /** The stable key the product upload creates or updates by; unique per merchant, any case. Left out: DISH-{id}. */
  sku: ColumnType<string, string | undefined, string>;
  /** The Kuwait day "sold out today" was pressed on; any other day reads as available. */
  sold_out_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** The delivery types this dish is promoted for. */
  promoted_for: ColumnType<string[], string | undefined, string>;
}

/** A dish not sold at a branch (no row: sold there). */
export interface FoodItemBranchOffTable {
  item_id: number;
  branch_id: number;
}

/** A dated exception to weekly hours: closed that day, or open in these periods instead. */
export type FoodHoursException =
  | { date: string; closed: true }
  | { date: string; periods: { opens: string; closes: string }[] };

export interface FoodBranchesTable {
  id: Generated<number>;
  merchant_id: number;
  name_en: string;
  name_ar: string;
  email: Generated<string>;
  phone: Generated<string>;
  address_en: Generated<string>;
  address_ar: Generated<string>;
  image_url: string | null;
  minimum_order_minor: ColumnType<
    string | number | bigint,
    string | number | bigint | undefined,
    string | number
  >;
  /** Minutes. */
  delivery_time: Generated<number>;
  working_hours: ColumnType<FoodWorkingHours[], string | undefined, string>;
  lat: number | null;
  lng: number | null;
  position: Generated<number>;
  is_active: Generated<boolean>;
  hours_exceptions: ColumnType<FoodHoursException[], string | undefined, string>;
  /** Closed by hand, whatever the hours say. */
  closed_now: Generated<boolean>;
}

export interface FoodDeliveryZonesTable {
  id: Generated<number>;
  merchant_id: number;
  branch_id: number;
  name_en: string;
  name_ar: string;
}

export interface FoodDeliveryAreasTable {
  id: Generated<number>;
  merchant_id: number;
  zone_id: number;
  branch_id: number;
  name_en: string;
  name_ar: string;
  delivery_charges_minor: ColumnType<
    string | number | bigint,
    string | number | bigint | undefined,
    string | number
  >;
  minimum_order_minor: ColumnType<
    string | number | bigint,
    string | number | bigint | undefined,
    string | number
  >;
  working_hours: ColumnType<FoodWorkingHours[], string | undefined, string>;
  position: Generated<number>;
  is_active: Generated<boolean>;
  hours_exceptions: ColumnType<FoodHoursException[], string | undefined, string>;
}

export interface FoodBannersTable {
  id: Generated<number>;
  merchant_id: number;
  image_url: string;
  title_en: Generated<string>;
  title_ar: Generated<string>;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface FoodVouchersTable {
  id: Generated<number>;
  merchant_id: number;
  /** Matched case-insensitively. */
  code: string;
  discount_type: 'no_discount' | 'percentage' | 'fixed';
  /** fixed: money off. */
  amount_minor: ColumnType<string | number | bigint, string | number | bigint | undefined, string | number>;
  /** percentage: basis points (1000 = 10 %). */
  percent_bp: Generated<number>;
  minimum_order_minor: ColumnType<
    string | number | bigint,
    string | number | bigint | undefined,
    string | number
  >;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  is_active: Generated<boolean>;
  max_uses: number | null;
  used_count: Generated<number>;
  created_at: Generated<Date>;
  /** The delivery types the code serves; null: all. */
  delivery_types: NullableJson<string[]>;
}

/** One order line as the server priced it (names copied so menu edits never rewrite history). */
export interface FoodOrderLineJson {
  menu_item: number;
  name_en: string;
  name_ar: string;
  quantity: number;
  size: { id: number; name_en: string; name_ar: string } | null;
  options: {
    group_id: number;
    group_en: string;
    group_ar: string;
    item_id: number;
    en: string;
    ar: string;
  }[];
  add_ons: { id: number; name_en: string; name_ar: string; price_minor: number }[];
  special_instructions: string;
  unit_price_minor: number;
  line_total_minor: number;
  category_id: number | null;
  category_en: string | null;
  category_ar: string | null;
}

export interface FoodOrdersTable {
  id: Generated<string>;
  merchant_id: number;
  /** Human-friendly, unique per merchant, e.g. "1042". */
  number: string;
  /** The customer's key to the order's confirmation and feedback (server/lib/capability.ts). */
  access_token: string;
  state: ColumnType<string, string | undefined, string>;
  delivery_type: 'delivery' | 'pickup' | 'catering';
  branch_id: number | null;
  delivery_area_id: number | null;
  /** "YYYY-MM-DD" */
  catering_date: string | null;
  customer_name: string;
  customer_phone: string;
  customer_email: Generated<string>;
  address: NullableJson<Record<string, unknown>>;
  lines: Json<FoodOrderLineJson[]>;
  /** Catering: category id → plates. */
  plates: NullableJson<Record<string, number>>;
  subtotal_minor: Minor;
  discount_minor: Minor;
  delivery_charges_minor: Minor;
  service_charges_minor: Minor;
  total_minor: Minor;
  currency: string;
  voucher_code: string | null;
  gateway_code: string;
  transaction_id: string | null;
  lang: Generated<string>;
  /** Set when paid or cash on delivery: from then on the kitchen sees the order. */
  visible_at: NullableTimestamp;
  acknowledged_at: NullableTimestamp;
  /** The order this kitchen copy was made from. */
  duplicate_of: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FoodOrderStateHistoryTable {
  id: Generated<string>;
  order_id: string;
  from_state: string | null;
  state: string;
  user_id: number | null;
  actor: Generated<string>;
  created_at: Generated<Date>;
}

export interface FoodOrderFeedbackTable {
  id: Generated<number>;
  order_id: string;
  rating: number;
  comment: Generated<string>;
  created_at: Generated<Date>;
}

export interface NotificationTokensTable {
  id: Generated<number>;
  user_id: number;
  registration_id: string;
  type: Generated<string>;
  created_at: Generated<Date>;
}
