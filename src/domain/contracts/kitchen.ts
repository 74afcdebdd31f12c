/**
 * The kitchen's food-ordering API (issue 6): the order list, its live stream, order moves,
 * push registration and the product upload. Paths are under /api/v1/plugins/food_ordering
 * unless a full path is given; every endpoint needs a token and access_food_ordering (order
 * scanning: scan_foodorder). An order's details are OrderDetails of food.ts.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { Id, Lang, LocalizedText, Nullable, Paginated, PaginationQuery } from './common.ts';
import { CustomerAddress, DeliveryType, OrderState } from './food.ts';

// Any text, not format uuid: a scanned QR may carry anything, and an id that is no order is a 404.
export const OrderParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
/** GET /order/validate/{id}: the QR scan's id, where anything but a uuid is a 400. */
export const OrderUuidParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** GET /order?state=&delivery_type=&branch=&q=&limit&offset */
export const OrderListQuery = Type.Object({
  ...PaginationQuery.properties,
  state: Type.Optional(OrderState),
  delivery_type: Type.Optional(DeliveryType),
  branch: Type.Optional(Id),
  /** An order number, a name or part of a phone. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
});

export const OrderRow = Type.Object({
  id: Type.String(),
  number: Type.String(),
  state: OrderState,
  delivery_type: DeliveryType,
  customer_name: Type.String(),
  total: Type.String(),
  currency_code: Type.String(),
  payment_state: Type.String(),
  branch: Nullable(Type.String()),
  created: Type.String(),
  acknowledged: Type.Boolean(),
});
export type OrderRow = Static<typeof OrderRow>;

/** The page, and every order nobody has acknowledged yet whatever the filters (the drawer badge). */
export const OrderList = Type.Object({
  ...Paginated(OrderRow).properties,
  unacknowledged: Type.Integer(),
});
export type OrderList = Static<typeof OrderList>;

const Choice = <T extends TSchema>(value: T) => Type.Object({ value, label: Type.String() });

/** OPTIONS /order: the list's filter choices (labels in the request language) and refresh time. */
export const OrderListOptions = Type.Object({
  states: Type.Array(Choice(OrderState)),
  delivery_types: Type.Array(Choice(DeliveryType)),
  branches: Type.Array(Choice(Type.Integer())),
  /** SPEC 9: the kitchen list's refresh time (default 10). */
  refresh_seconds: Type.Integer(),
});
export type OrderListOptions = Static<typeof OrderListOptions>;

/** GET /order/state/{id} */
export const OrderStateAnswer = Type.Object({ id: Type.String(), number: Type.String(), state: OrderState });
export type OrderStateAnswer = Static<typeof OrderStateAnswer>;

/** PUT /order/change-status/{id} → OrderDetails; 400 { state: [...] } if the move is not allowed. */
export const ChangeStatusRequest = Type.Object({ state: OrderState });
export type ChangeStatusRequest = Static<typeof ChangeStatusRequest>;

/** PATCH /order/update/{id}: fixes of what the customer typed → OrderDetails. */
export const OrderUpdateRequest = Type.Object({
  customer: Type.Optional(
    Type.Object({
      name: Type.Optional(Type.String({ maxLength: 100 })),
      phone: Type.Optional(Type.String({ maxLength: 20 })),
      email: Type.Optional(Type.String({ maxLength: 254 })),
    }),
  ),
  address: Type.Optional(CustomerAddress),
});
export type OrderUpdateRequest = Static<typeof OrderUpdateRequest>;

/** GET /order/validate/{id} (QR scan): may this staff member open the order. */
export const OrderPermission = Type.Object({ has_permission: Type.Boolean() });
export type OrderPermission = Static<typeof OrderPermission>;

/** GET /order/stream: the token rides in the URL, as EventSource cannot set headers. */
export const OrderStreamQuery = Type.Object({
  access_token: Type.Optional(Type.String({ maxLength: 4096 })),
  lang: Type.Optional(Lang),
});

/** GET /upload/product/template?type= */
export const TemplateType = Type.Enum(['required_fields', 'all_fields'], {
  type: 'string',
  default: 'required_fields',
});
export type TemplateType = Static<typeof TemplateType>;
export const TemplateQuery = Type.Object({ type: TemplateType });

export const ProductUploadError = Type.Object({
  row: Type.Integer(),
  field: Type.String(),
  message: Type.String(),
});
export type ProductUploadError = Static<typeof ProductUploadError>;

export const UPLOAD_OUTCOMES = ['created', 'updated', 'refused'] as const;

/** What one row of the sheet did (or, in a refused file, would have done) to the dish of its sku. */
export const ProductUploadRow = Type.Object({
  row: Type.Integer(),
  /** As the sheet wrote it; blank: a new dish, given DISH-{id}. */
  sku: Type.String(),
  outcome: Type.Enum(UPLOAD_OUTCOMES, { type: 'string' }),
  errors: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
});
export type ProductUploadRow = Static<typeof ProductUploadRow>;

/**
 * POST /upload/product (multipart field "file": .csv or .xlsx; access_food_ordering or
 * change_menu) → 200: every row created a dish or updated the dish of its sku.
 */
export const UploadSuccess = Type.Object({
  message: Type.String(),
  created: Type.Integer(),
  updated: Type.Integer(),
  rows: Type.Array(ProductUploadRow),
});
export type UploadSuccess = Static<typeof UploadSuccess>;

/**
 * Its 400, when any row is invalid (nothing was created): the rows' problems and a CSV report of
 * them, beside the usual error shape (a message, or per-field messages such as `file`).
 */
export const UploadFailure = Type.Object(
  {
    message: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Array(ProductUploadError)),
    errors_file: Type.Optional(Type.String()),
    /** What each row would have done: nothing was written. */
    rows: Type.Optional(Type.Array(ProductUploadRow)),
    file: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: Type.Array(Type.String()) },
);
export type UploadFailure = Static<typeof UploadFailure>;

/**
 * GET /kitchen/menu-items (access_food_ordering or change_menu): every dish with whether it is
 * sold out today, grouped by the page by category; POST /kitchen/menu-items/{id}/sold-out.
 */
export const KitchenMenuItem = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  category_id: Type.Integer(),
  category: LocalizedText,
  name: LocalizedText,
  /** Ends by itself at 00:00 Asia/Kuwait. */
  sold_out_today: Type.Boolean(),
});
export type KitchenMenuItem = Static<typeof KitchenMenuItem>;

export const KitchenMenu = Type.Array(KitchenMenuItem);
export type KitchenMenu = Static<typeof KitchenMenu>;

export const SoldOutRequest = Type.Object({ sold_out: Type.Boolean() }, { additionalProperties: false });
export type SoldOutRequest = Static<typeof SoldOutRequest>;
