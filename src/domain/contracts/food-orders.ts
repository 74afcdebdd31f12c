/**
 * A placed food order as its customer sees it (issue 6), under /api/v1/plugins/food_ordering:
 * the confirmation page's details and history, and the feedback form. The menu, checkout and
 * vouchers: food.ts.
 */
import { type Static, Type } from 'typebox';
import { Nullable } from './common.ts';
import { CustomerAddress, DeliveryType, LocalizedText, Named, OrderState } from './food.ts';

const Str = (maxLength: number) => Type.String({ maxLength });

export const OrderLine = Type.Object({
  name: LocalizedText,
  quantity: Type.Integer(),
  size: Nullable(LocalizedText),
  options: Type.Array(Type.Object({ group: LocalizedText, choice: LocalizedText })),
  add_ons: Type.Array(Type.Object({ name: LocalizedText, price: Type.String() })),
  special_instructions: Type.String(),
  line_total: Type.String(),
  category: Nullable(LocalizedText),
});
export type OrderLine = Static<typeof OrderLine>;

export const OrderHistoryEntry = Type.Object({
  state: OrderState,
  /** Username; null for changes nobody made by hand (the order arriving, a payment). */
  actor: Nullable(Type.String()),
  timestamp: Type.String(),
});
export type OrderHistoryEntry = Static<typeof OrderHistoryEntry>;

/**
 * GET /order/details/{number}?token= (customer: the checkout's token opens it; a link can be
 * passed on, so customer phone/email are masked, the name is the first name only and address
 * is null) and the kitchen's GET /order/{id}.
 */
export const OrderDetails = Type.Object({
  id: Type.String(),
  number: Type.String(),
  state: OrderState,
  /** States this user may move it to, in one tap. */
  next_states: Type.Array(OrderState),
  delivery_type: DeliveryType,
  branch: Nullable(Named),
  delivery_area: Nullable(Named),
  catering_date: Nullable(Type.String()),
  customer: Type.Object({ name: Type.String(), phone: Type.String(), email: Type.String() }),
  address: Nullable(CustomerAddress),
  lines: Type.Array(OrderLine),
  subtotal: Type.String(),
  discount: Type.String(),
  delivery_charges: Type.String(),
  service_charges: Type.String(),
  total: Type.String(),
  currency_code: Type.String(),
  payment: Type.Object({
    transaction_id: Nullable(Type.String()),
    state: Type.String(),
    gateway: Nullable(Type.String()),
    /** Paid on a provider's test account: the kitchen never sees the order. */
    test_payment: Type.Boolean(),
  }),
  voucher: Nullable(Type.String()),
  created: Type.String(),
  acknowledged: Type.Boolean(),
  /** Kitchen only: the order this one was duplicated from (POST /order/duplicate). */
  duplicate_of: Type.Optional(Nullable(Type.Object({ id: Type.String(), number: Type.String() }))),
  /** Kitchen only: every state change, oldest first, with who made it. */
  history: Type.Optional(Type.Array(OrderHistoryEntry)),
});
export type OrderDetails = Static<typeof OrderDetails>;

export const OrderNumberParams = Type.Object({ number: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * The token checkout returned. Optional: a missing one is a wrong one, and answers 404 like an
 * unknown order (a 400 would tell the two apart).
 */
const OrderToken = Str(128);
export const OrderTokenQuery = Type.Object({ token: Type.Optional(OrderToken) });

/** The feedback form's limits, which OPTIONS /order-feedback/{number} also answers. */
export const FEEDBACK_LIMITS = { rating: { min: 1, max: 5 }, comment: { max_length: 2000 } } as const;

/** POST /order-feedback/{number} → 201 { message }; 409 when already given. */
export const OrderFeedbackRequest = Type.Object({
  rating: Type.Integer({ minimum: FEEDBACK_LIMITS.rating.min, maximum: FEEDBACK_LIMITS.rating.max }),
  comment: Type.String({ maxLength: FEEDBACK_LIMITS.comment.max_length, default: '' }),
  /** The order's token (CheckoutResponse.token). */
  token: Type.Optional(OrderToken),
});
export type OrderFeedbackRequest = Static<typeof OrderFeedbackRequest>;

/** OPTIONS /order-feedback/{number}?token= */
export const OrderFeedbackOptions = Type.Object({
  rating: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  comment: Type.Object({ max_length: Type.Integer() }),
  submitted: Type.Boolean(),
});
export type OrderFeedbackOptions = Static<typeof OrderFeedbackOptions>;
