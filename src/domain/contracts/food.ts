/**
 * The customer food-ordering API (issue 6), under /api/v1/plugins/food_ordering: the menu,
 * branches and delivery areas, vouchers, pay choices, checkout, and an order's confirmation and
 * feedback. Anonymous (the demo merchant). Amounts are decimal strings with the currency's
 * decimals; times ISO 8601; working hours "HH:mm" in Asia/Kuwait. The kitchen's side: kitchen.ts.
 *
 * A request field with a default is filled in before it is validated, so it is required in the
 * type the server reads and never missing from what the PWA sends.
 */
import { type Static, Type } from 'typebox';
import { CUSTOMER_ADDRESS_FIELDS } from '../address-rules.ts';
import { SPECIAL_INSTRUCTION_MAX } from '../food-cart.ts';
import { DELIVERY_TYPES, ORDER_STATES } from '../order-states.ts';
import { CustomerAppearance } from './appearance.ts';
import { Banner, CustomerContact, Id, Lang, LocalizedText, Nullable, Text } from './common.ts';

// Declared in common.ts since the catalogue shares them; the food pages keep importing them here.
export { Banner, LocalizedText };

const Str = (maxLength: number) => Type.String({ maxLength });

export const DeliveryType = Type.Enum(DELIVERY_TYPES, { type: 'string' });
export type DeliveryType = Static<typeof DeliveryType>;

export const OrderState = Type.Enum(ORDER_STATES, { type: 'string' });
export type OrderState = Static<typeof OrderState>;

/** An id with its name in both languages (a category, a branch, an option). */
export const Named = Type.Object({ id: Type.Integer(), name: LocalizedText });
const LatLng = Type.Object({ lat: Type.Number(), lng: Type.Number() });

/** GET /test-if-food-ordering-installed (404 when the merchant has no menu). */
export const FoodInstalled = Type.Object({ installed: Type.Boolean() });

/** GET /menu-page-config */
export const MenuConfig = Type.Object({
  title: LocalizedText,
  logo_url: Nullable(Type.String()),
  header_color: Type.String(),
  appearance: CustomerAppearance,
  currency_code: Type.String(),
  delivery_types: Type.Array(DeliveryType),
  default_delivery_type: DeliveryType,
  /** Kitchen list refresh, seconds (SPEC 9: default 10). */
  order_refresh_seconds: Type.Integer(),
});
export type MenuConfig = Static<typeof MenuConfig>;

/** GET /header-config */
export const HeaderConfig = Type.Object({ image_url: Nullable(Type.String()), welcome: LocalizedText });
export type HeaderConfig = Static<typeof HeaderConfig>;

/** Where an order is made and delivered from: GET /product_categories, /min-order. */
export const PlaceQuery = Type.Object({
  delivery_type: Type.Optional(DeliveryType),
  branch: Type.Optional(Id),
  delivery_area: Type.Optional(Id),
});

/** GET /product_categories?delivery_type=&branch=&delivery_area= (catering menus: catering only) */
export const ProductCategory = Type.Object({
  id: Type.Integer(),
  name: LocalizedText,
  image_url: Nullable(Type.String()),
  /** Catering only: a category starts at this many plates. */
  minimum_number_of_plates: Type.Integer(),
  service_charges: Type.String(),
  is_catering: Type.Boolean(),
});
export type ProductCategory = Static<typeof ProductCategory>;

const Priced = Type.Object({ ...Named.properties, price: Type.String() });

export const MenuItemOption = Type.Object({
  id: Type.Integer(),
  name: LocalizedText,
  /** One choice required per option group. */
  required: Type.Boolean(),
  items: Type.Array(Priced),
});
export type MenuItemOption = Static<typeof MenuItemOption>;

export const AddOn = Priced;
export type AddOn = Static<typeof AddOn>;

export const Size = Type.Object({ ...Priced.properties, price_with_discount: Nullable(Type.String()) });
export type Size = Static<typeof Size>;

/** A branch's menu, without the dishes it does not sell: the pickup branch, or the area's (as at checkout). */
const MenuPlace = { branch: Type.Optional(Id), delivery_area: Type.Optional(Id) };

/** GET /menu-items?category=&q=&delivery_type=&branch=&delivery_area= (q: names and descriptions, en or ar) */
export const ItemsQuery = Type.Object({
  category: Type.Optional(Id),
  q: Type.Optional(Str(100)),
  delivery_type: Type.Optional(DeliveryType),
  ...MenuPlace,
});

/** GET /promoted-items?delivery_type=&branch=&delivery_area= (default: the delivery menu) */
export const PromotedQuery = Type.Object({ delivery_type: Type.Optional(DeliveryType), ...MenuPlace });

export const MenuItem = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  name: LocalizedText,
  description: LocalizedText,
  price: Type.String(),
  price_with_discount: Nullable(Type.String()),
  images: Type.Array(Type.String()),
  promoted: Type.Boolean(),
  available: Type.Boolean(),
  /** Pressed by the kitchen today; it cannot be added, and ends at 00:00 Asia/Kuwait. */
  sold_out_today: Type.Boolean(),
});
export type MenuItem = Static<typeof MenuItem>;

/** GET /products/{id} */
export const MenuItemDetail = Type.Object({
  ...MenuItem.properties,
  sizes: Type.Array(Size),
  options: Type.Array(MenuItemOption),
  add_ons: Type.Array(AddOn),
});
export type MenuItemDetail = Static<typeof MenuItemDetail>;

export const WorkingHours = Type.Object({
  /** 0 = Sunday … 6 = Saturday */
  weekday: Type.Integer(),
  opens: Type.String(),
  closes: Type.String(),
});
export type WorkingHours = Static<typeof WorkingHours>;

/** GET /branches, GET /branches/{id} (SPEC 3 Branch) */
export const Branch = Type.Object({
  id: Type.Integer(),
  name: LocalizedText,
  email: Type.String(),
  phone: Type.String(),
  address: LocalizedText,
  image: Nullable(Type.String()),
  minimum_order_sum: Type.String(),
  /** Minutes. */
  delivery_time: Type.Integer(),
  working_hours: Type.Array(WorkingHours),
  location: Nullable(LatLng),
});
export type Branch = Static<typeof Branch>;

/** GET /delivery_areas?branch= */
export const AreasQuery = Type.Object({ branch: Type.Optional(Id) });

/** GET /delivery_areas, GET /delivery_areas/{id} */
export const DeliveryArea = Type.Object({
  id: Type.Integer(),
  name: LocalizedText,
  zone_id: Type.Integer(),
  branch_id: Type.Integer(),
  delivery_charges: Type.String(),
  minimum_order_sum: Type.String(),
  working_hours: Type.Array(WorkingHours),
});
export type DeliveryArea = Static<typeof DeliveryArea>;

/** GET /delivery_zones/{id} */
export const DeliveryZone = Type.Object({
  id: Type.Integer(),
  name: LocalizedText,
  branch_id: Type.Integer(),
  areas: Type.Array(DeliveryArea),
});
export type DeliveryZone = Static<typeof DeliveryZone>;

/** GET /min-order?delivery_type=&branch=&delivery_area= */
export const MinOrder = Type.Object({ minimum_order_sum: Type.String() });
export type MinOrder = Static<typeof MinOrder>;

/** GET /is-branch-or-delivery-area-work?delivery_type=&branch=&delivery_area=&at= */
export const WorkingQuery = Type.Object({
  ...PlaceQuery.properties,
  /** Another moment than now. */
  at: Type.Optional(Type.String({ format: 'date-time' })),
});

export const WorkingAnswer = Type.Object({
  working: Type.Boolean(),
  /** Next opening, when closed. */
  opens_at: Nullable(Type.String()),
});
export type WorkingAnswer = Static<typeof WorkingAnswer>;

export const VoucherType = Type.Enum(['no_discount', 'percentage', 'fixed'], { type: 'string' });
export type VoucherType = Static<typeof VoucherType>;

/**
 * POST /voucher/activate/ (subtotal: a decimal string); 400 { code: [reason] } when unusable,
 * also when it does not serve the order's delivery type.
 */
export const VoucherRequest = Type.Object({
  code: Text(50),
  subtotal: Type.Optional(Str(20)),
  delivery_type: Type.Optional(DeliveryType),
});
export type VoucherRequest = Static<typeof VoucherRequest>;

export const VoucherActivation = Type.Object({
  code: Type.String(),
  discount_type: VoucherType,
  /** Percent for percentage, money for fixed. */
  amount: Type.String(),
});
export type VoucherActivation = Static<typeof VoucherActivation>;

/** A cart line as checkout sends it (SPEC 7.2). */
export const CheckoutLine = Type.Object({
  menu_item: Id,
  quantity: Type.Integer({ minimum: 1, maximum: 999 }),
  size: Type.Optional(Nullable(Id)),
  add_ons: Type.Array(Id, { maxItems: 50, default: [] }),
  /** option group id → chosen item id */
  options: Type.Record(Type.String(), Id, { maxProperties: 50, default: {} }),
  // The limit's own message comes from cart pricing (SPEC 9), so the schema only caps abuse.
  special_instructions: Type.String({ maxLength: SPECIAL_INSTRUCTION_MAX * 4, default: '' }),
  /** Catering only. */
  category_id: Type.Optional(Id),
  /**
   * The unit price the cart showed (the size's, discounted when it is); a different price now
   * answers 409 CheckoutChanged rather than charging what the customer was not shown.
   */
  unit_price: Type.Optional(Str(20)),
});
export type CheckoutLine = Static<typeof CheckoutLine>;

/** The address step's fields as an order keeps them (empty ones left out). */
export const CustomerAddress = Type.Object({
  ...(Object.fromEntries(CUSTOMER_ADDRESS_FIELDS.map((name) => [name, Type.Optional(Str(1000))])) as Record<
    (typeof CUSTOMER_ADDRESS_FIELDS)[number],
    Type.TOptional<Type.TString>
  >),
  delivery_location: Type.Optional(Nullable(LatLng)),
});
export type CustomerAddress = Static<typeof CustomerAddress>;

const orderFields = {
  delivery_type: DeliveryType,
  branch: Type.Optional(Nullable(Id)),
  delivery_area: Type.Optional(Nullable(Id)),
  catering_date: Type.Optional(Str(10)),
  lines: Type.Array(CheckoutLine, { maxItems: 100 }),
  /** Catering: category id → plates. */
  plates: Type.Optional(Type.Record(Type.String(), Type.Integer({ minimum: 0, maximum: 100_000 }))),
  voucher: Type.Optional(Nullable(Str(50))),
  address: Type.Optional(Nullable(CustomerAddress)),
  lang: Type.Optional(Lang),
  /** The total the customer was shown; another total now answers 409 CheckoutChanged. */
  total: Type.Optional(Str(20)),
};

/**
 * POST /checkout (delivery, pickup) and POST /catering-checkout (catering; plates are the
 * quantity per category). gateway_code 'cod' = cash on delivery. The server prices the order
 * itself; the client's totals are never trusted. Header Idempotency-Key accepted.
 */
export const CheckoutRequest = Type.Object({
  ...orderFields,
  customer: CustomerContact,
  gateway_code: Text(30),
});
export type CheckoutRequest = Static<typeof CheckoutRequest>;

/** POST /pay-choices: checkout's body before the customer and the gateway are known. */
export const PayChoicesRequest = Type.Object({
  ...orderFields,
  customer: Type.Optional(CustomerContact),
  gateway_code: Type.Optional(Text(30)),
});
export type PayChoicesRequest = Static<typeof PayChoicesRequest>;

export const CheckoutResponse = Type.Object({
  order_number: Type.String(),
  order_id: Type.String(),
  /** The order's key: order details and feedback need it (`?token=`); only this answer gives it. */
  token: Type.String(),
  /** Online payment: go to the gateway; COD: null and go to order-confirmation. */
  redirect_url: Nullable(Type.String()),
});
export type CheckoutResponse = Static<typeof CheckoutResponse>;

/** GET /accepted-pay-choices → the gateways a food order can be paid with ('cod' included). */
export const AcceptedPayChoice = Type.Object({
  gateway_code: Type.String(),
  gateway: Type.String(),
  logo_url: Nullable(Type.String()),
});
export type AcceptedPayChoice = Static<typeof AcceptedPayChoice>;
