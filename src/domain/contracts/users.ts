/** The signed-in user, their password and notifications, and the activity history (SPEC 7.7). */
import { type Static, Type } from 'typebox';
import { Nullable, Paginated, PaginationQuery, Text } from './common.ts';

export const UserDetails = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  /** Read by the password rules (a password must not contain them); null until staff set them. */
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  is_superuser: Type.Boolean(),
  permissions: Type.Array(Type.String()),
  receive_order_notification: Type.Boolean(),
  merchant_logo: Nullable(Type.String()),
  merchant_title: Type.String(),
});
export type UserDetails = Static<typeof UserDetails>;

export const ChangePasswordRequest = Type.Object({
  /** Proves the person at the keyboard is the account holder, not someone at an unlocked screen. */
  current_password: Text(256),
  new_password: Text(256),
  repeat_password: Text(256),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

export const UpdateUserRequest = Type.Object({ receive_order_notification: Type.Boolean() });
export type UpdateUserRequest = Static<typeof UpdateUserRequest>;

export const ActivityEntry = Type.Object({
  actor: Type.String(),
  description: Type.String(),
  timestamp: Type.String(),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

export const ActivityQuery = Type.Object({
  ...PaginationQuery.properties,
  transaction_id: Type.Optional(Type.String({ maxLength: 64 })),
});

export const ActivityPage = Paginated(ActivityEntry);
