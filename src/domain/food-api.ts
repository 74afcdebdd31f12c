/**
 * Request and response shapes of the food-ordering API (issue 6). Paths are under
 * /api/v1/plugins/food_ordering. Amounts are decimal strings with the currency's decimals;
 * times ISO 8601; working hours "HH:mm" in Asia/Kuwait. Customer endpoints are anonymous
 * (the demo merchant); dashboard endpoints need a token and access_food_ordering
 * (order scanning: scan_foodorder). The kitchen's order list and uploads: kitchen-api.ts.
 */
import type { AddressValues } from './address-rules';
import type { Lang } from './contracts/common';

export type DeliveryType = 'delivery' | 'pickup' | 'catering';
export type LocalizedText = { en: string; ar: string };

/** GET /menu-page-config */
export interface MenuConfig {
  title: LocalizedText;
  logo_url: string | null;
  header_color: string;
  currency_code: string;
  delivery_types: DeliveryType[];
  default_delivery_type: DeliveryType;
  /** Kitchen list refresh, seconds (SPEC 9: default 10). */
  order_refresh_seconds: number;
}
/** GET /header-config */
export interface HeaderConfig {
  image_url: string | null;
  welcome: LocalizedText;
}
/** GET /banners */
export interface Banner {
  id: number;
  image_url: string;
  title: LocalizedText;
}

/** GET /product_categories?delivery_type=&branch=&delivery_area= */
export interface ProductCategory {
  id: number;
  name: LocalizedText;
  image_url: string | null;
  /** Catering only: a category starts at this many plates. */
  minimum_number_of_plates: number;
  service_charges: string;
  is_catering: boolean;
}

export interface MenuItemOption {
  id: number;
  name: LocalizedText;
  /** One choice required per option group. */
  required: boolean;
  items: { id: number; name: LocalizedText; price: string }[];
}
export interface AddOn {
  id: number;
  name: LocalizedText;
  price: string;
}
export interface Size {
  id: number;
  name: LocalizedText;
  price: string;
  price_with_discount: string | null;
}
/** GET /menu-items?category=&q=&delivery_type= → MenuItem[]; GET /products/{id} → MenuItemDetail */
export interface MenuItem {
  id: number;
  category_id: number;
  name: LocalizedText;
  description: LocalizedText;
  price: string;
  price_with_discount: string | null;
  images: string[];
  promoted: boolean;
  available: boolean;
}
export interface MenuItemDetail extends MenuItem {
  sizes: Size[];
  options: MenuItemOption[];
  add_ons: AddOn[];
}

/** GET /branches → Branch[] (SPEC 3 Branch); GET /branches/{id} */
export interface WorkingHours {
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  opens: string;
  closes: string;
}
export interface Branch {
  id: number;
  name: LocalizedText;
  email: string;
  phone: string;
  address: LocalizedText;
  image: string | null;
  minimum_order_sum: string;
  /** Minutes. */
  delivery_time: number;
  working_hours: WorkingHours[];
  location: { lat: number; lng: number } | null;
}
/** GET /delivery_areas → DeliveryArea[]; GET /delivery_zones/{id} */
export interface DeliveryArea {
  id: number;
  name: LocalizedText;
  zone_id: number;
  branch_id: number;
  delivery_charges: string;
  minimum_order_sum: string;
  working_hours: WorkingHours[];
}

/** GET /delivery_zones/{id} */
export interface DeliveryZone {
  id: number;
  name: LocalizedText;
  branch_id: number;
  areas: DeliveryArea[];
}

/** GET /min-order?delivery_type=&branch=&delivery_area= */
export interface MinOrder {
  minimum_order_sum: string;
}
/** GET /is-branch-or-delivery-area-work?delivery_type=&branch=&delivery_area=&at= */
export interface WorkingAnswer {
  working: boolean;
  /** Next opening, when closed. */
  opens_at: string | null;
}

export type VoucherType = 'no_discount' | 'percentage' | 'fixed';
/** POST /voucher/activate/ { code, subtotal: decimal string } → VoucherActivation, or 400 { code: [reason] } */
export interface VoucherActivation {
  code: string;
  discount_type: VoucherType;
  /** Percent for percentage, money for fixed. */
  amount: string;
}

/** A cart line as checkout sends it (SPEC 7.2). */
export interface CheckoutLine {
  menu_item: number;
  quantity: number;
  size: number | null;
  add_ons: number[];
  /** option group id → chosen item id */
  options: Record<string, number>;
  special_instructions: string;
  /** Catering only. */
  category_id?: number;
}
/** The address step's fields as the order keeps them: `address` is the resolved name, no custom field. */
export interface CustomerAddress extends Omit<AddressValues, 'custom_address'> {
  delivery_location: { lat: number; lng: number } | null;
}
/** The text fields of CustomerAddress, in the order forms and details show them. */
export const CUSTOMER_ADDRESS_FIELDS = [
  'address',
  'area',
  'block',
  'street',
  'avenue',
  'house_no',
  'floor',
  'office_no',
  'paci_no',
  'special_instructions',
] as const satisfies readonly (keyof CustomerAddress)[];
/**
 * POST /checkout (delivery, pickup) and POST /catering-checkout (catering; plates are the
 * quantity per category). gateway_code 'cod' = cash on delivery. The server prices the order
 * itself; the client's totals are never trusted. Header Idempotency-Key accepted.
 */
export interface CheckoutRequest {
  delivery_type: DeliveryType;
  branch: number | null;
  delivery_area: number | null;
  catering_date?: string;
  lines: CheckoutLine[];
  /** Catering: category id → plates. */
  plates?: Record<string, number>;
  voucher: string | null;
  customer: { name: string; phone: string; email: string };
  address: CustomerAddress | null;
  gateway_code: string;
  lang: Lang;
}
export interface CheckoutResponse {
  order_number: string;
  order_id: string;
  /** The order's key: order details and feedback need it (`?token=`); only this answer gives it. */
  token: string;
  /** Online payment: go to the gateway; COD: null and go to order-confirmation. */
  redirect_url: string | null;
}
/** POST /pay-choices with the same body minus gateway_code → PayChoice[] (payments-api). */
/** GET /accepted-pay-choices → the gateways a food order can be paid with ('cod' included). */
export interface AcceptedPayChoice {
  gateway_code: string;
  gateway: string;
  logo_url: string | null;
}

/** The order's states (issue 6 defines them). */
export const ORDER_STATES = [
  'received',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'picked_up',
  'completed',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export interface OrderLine {
  name: LocalizedText;
  quantity: number;
  size: LocalizedText | null;
  options: { group: LocalizedText; choice: LocalizedText }[];
  add_ons: { name: LocalizedText; price: string }[];
  special_instructions: string;
  line_total: string;
  category: LocalizedText | null;
}
/**
 * GET /order/details/{order_number}?token= (customer: the checkout's token opens it; a link can
 * be passed on, so customer phone/email are masked, the name is the first name only and address
 * is null) and GET /order/{id} (dashboard).
 */
export interface OrderDetails {
  id: string;
  number: string;
  state: OrderState;
  /** States this user may move it to, in one tap. */
  next_states: OrderState[];
  delivery_type: DeliveryType;
  branch: { id: number; name: LocalizedText } | null;
  delivery_area: { id: number; name: LocalizedText } | null;
  catering_date: string | null;
  customer: { name: string; phone: string; email: string };
  address: CustomerAddress | null;
  lines: OrderLine[];
  subtotal: string;
  discount: string;
  delivery_charges: string;
  service_charges: string;
  total: string;
  currency_code: string;
  payment: { transaction_id: string | null; state: string; gateway: string | null };
  voucher: string | null;
  created: string;
  acknowledged: boolean;
  /** Dashboard only: the order this one was duplicated from (POST /order/duplicate). */
  duplicate_of?: { id: string; number: string } | null;
  /** Dashboard only: every state change, oldest first, with who made it (order_state_history). */
  history?: OrderHistoryEntry[];
}
export interface OrderHistoryEntry {
  state: OrderState;
  /** Username; null for changes nobody made by hand (the order arriving, a payment). */
  actor: string | null;
  timestamp: string;
}
/** OPTIONS /order-feedback/{order_number}?token= */
export interface OrderFeedbackOptions {
  rating: { min: number; max: number };
  comment: { max_length: number };
  submitted: boolean;
}
/** POST /order-feedback/{order_number} → 201 { message }; 409 when already given. */
export interface OrderFeedbackRequest {
  rating: number;
  comment: string;
  /** The order's token (CheckoutResponse.token). */
  token: string;
}
