/**
 * Request and response shapes of the kitchen dashboard's food-ordering API (issue 6), split
 * from food-api.ts: the order list, its live stream, push registration and the product upload.
 * Paths are under /api/v1/plugins/food_ordering unless a full path is given; every endpoint
 * needs a token and access_food_ordering (order scanning: scan_foodorder).
 */
import type { Paginated } from './contracts/common';
import type { DeliveryType, OrderState } from './food-api';

export interface OrderRow {
  id: string;
  number: string;
  state: OrderState;
  delivery_type: DeliveryType;
  customer_name: string;
  total: string;
  currency_code: string;
  payment_state: string;
  branch: string | null;
  created: string;
  acknowledged: boolean;
}
/** GET /order?state=&delivery_type=&branch=&q=&limit&offset */
export type OrderList = Paginated<OrderRow> & { unacknowledged: number };

/** OPTIONS /order — the list's filter choices (labels in the request language) and refresh time. */
export interface OrderListOptions {
  states: { value: OrderState; label: string }[];
  delivery_types: { value: DeliveryType; label: string }[];
  branches: { value: number; label: string }[];
  /** SPEC 9: the kitchen list's refresh time (default 10). */
  refresh_seconds: number;
}

/** PUT /order/change-status/{id} { state } → OrderDetails; 400 { state: [...] } if not allowed. */
/** POST /order/acknowledge/{id} → OrderDetails (stops the alarm everywhere). */
/** POST /order/duplicate/{id} → OrderDetails of the new order (a copy in state received). */
/** GET /order/validate/{id} → { has_permission: boolean } (QR scan). */

/**
 * GET /order/stream — text/event-stream (token in the `access_token` query parameter, as
 * EventSource cannot set headers). Events: `order` with data OrderRow on creation and on
 * every change.
 */
export type OrderStreamEvent = { type: 'order'; order: OrderRow };

/**
 * POST /upload/product multipart (file: .csv or .xlsx) → { message, created }. Any invalid row
 * → 400 { message, errors: ProductUploadError[], errors_file: url of the CSV error report } and
 * nothing is created. GET /upload/product/template?type=required_fields|all_fields → the file.
 */
export interface ProductUploadError {
  row: number;
  field: string;
  message: string;
}
