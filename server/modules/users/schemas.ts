import { bearer, errors, messageSchema, paginated, paginationQuery, text } from '../../lib/schemas.ts';

export const userDetailsSchema = {
  type: 'object',
  required: [
    'id',
    'username',
    'email',
    'first_name',
    'last_name',
    'is_superuser',
    'permissions',
    'receive_order_notification',
  ],
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    email: { type: 'string' },
    first_name: { type: ['string', 'null'] },
    last_name: { type: ['string', 'null'] },
    is_superuser: { type: 'boolean' },
    permissions: { type: 'array', items: { type: 'string' } },
    receive_order_notification: { type: 'boolean' },
    merchant_logo: { type: ['string', 'null'] },
    merchant_title: { type: 'string' },
  },
} as const;

export const detailsSchema = {
  tags: ['users'],
  summary: 'The signed-in user',
  security: bearer,
  response: { 200: userDetailsSchema, ...errors(401) },
} as const;

export const changePasswordSchema = {
  tags: ['users'],
  summary: "Change the signed-in user's password; a wrong current password counts as a failed sign-in",
  security: bearer,
  body: {
    type: 'object',
    required: ['current_password', 'new_password', 'repeat_password'],
    properties: { current_password: text(256), new_password: text(256), repeat_password: text(256) },
  },
  response: { 200: messageSchema, ...errors(400, 401, 429) },
} as const;

export const updateUserSchema = {
  tags: ['users'],
  summary: 'Opt in or out of order notifications (own account, or any as superuser)',
  security: bearer,
  params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
  body: {
    type: 'object',
    required: ['receive_order_notification'],
    properties: { receive_order_notification: { type: 'boolean' } },
  },
  response: { 200: userDetailsSchema, ...errors(400, 401, 403, 404) },
} as const;

export const actionsSchema = {
  tags: ['users'],
  summary:
    "The merchant's recent staff actions, newest first; transaction_id narrows them to one transaction",
  security: bearer,
  querystring: {
    ...paginationQuery,
    properties: { ...paginationQuery.properties, transaction_id: { type: 'string', maxLength: 64 } },
  },
  response: {
    200: paginated({
      type: 'object',
      required: ['actor', 'description', 'timestamp'],
      properties: {
        actor: { type: 'string' },
        description: { type: 'string' },
        timestamp: { type: 'string' },
      },
    }),
    ...errors(400, 401),
  },
} as const;
