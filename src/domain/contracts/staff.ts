/**
 * The merchant's team as its owners manage it (GET /api/v1/admin/staff and its actions, issue 18).
 * An owner is a superuser (SPEC 6: a superuser holds every permission).
 */
import { type Static, Type } from 'typebox';
import { STAFF_STATUSES, USERNAME_MAX_LENGTH, USERNAME_PATTERN } from '../staff-rules.ts';
import { Lang, MAX_INT4, Nullable, Paginated, PaginationQuery } from './common.ts';
import { Permissions, RoleRef } from './roles.ts';

export const StaffMember = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  is_superuser: Type.Boolean({ description: 'An owner: holds every permission' }),
  permissions: Type.Array(Type.String(), { description: 'What a staff member who is not an owner may do' }),
  is_active: Type.Boolean({ description: 'false: every request with any of their tokens answers 401' }),
  invited: Type.Boolean({
    description: 'Invited and yet to choose a password: the invitation can be resent or withdrawn',
  }),
  two_factor: Type.Boolean({
    description: 'Signs in with a second factor: an owner can turn it off when they lose it',
  }),
  role: Nullable(RoleRef),
  created_at: Type.String({ format: 'date-time' }),
});
export type StaffMember = Static<typeof StaffMember>;

export const StaffListQuery = Type.Object({
  q: Type.Optional(
    Type.String({ maxLength: 150, description: 'Part of the username, email or a name, any case' }),
  ),
  status: Type.Optional(Type.Enum(STAFF_STATUSES)),
  ...PaginationQuery.properties,
});
/** What a client sends: every filter optional, and paging too (the server fills its defaults). */
export type StaffListQuery = Partial<Static<typeof StaffListQuery>>;

export const StaffPage = Paginated(StaffMember);

/**
 * A role of the merchant: the member then has exactly its permissions (and ownership with the
 * Owner preset); null: individual permissions. Not sent together with is_superuser or permissions.
 */
const RoleChoice = Type.Optional(
  Nullable(
    Type.Integer({
      minimum: 1,
      maximum: MAX_INT4,
      description: 'A role id, or null: individual permissions',
    }),
  ),
);

/** PATCH /api/v1/admin/staff/{id}: the fields sent change; an empty name clears it. */
export const StaffEditRequest = Type.Object(
  {
    first_name: Type.Optional(Nullable(Type.String({ maxLength: 150 }))),
    last_name: Type.Optional(Nullable(Type.String({ maxLength: 150 }))),
    email: Type.Optional(Type.String({ maxLength: 254, format: 'email' })),
    is_superuser: Type.Optional(Type.Boolean({ description: 'The last active owner stays one' })),
    permissions: Type.Optional(Permissions),
    role_id: RoleChoice,
  },
  { minProperties: 1 },
);
export type StaffEditRequest = Static<typeof StaffEditRequest>;

/**
 * POST /api/v1/admin/staff/invite: a new account with no password; the invitee chooses one
 * through the link emailed to them (in `lang`), which expires and works once.
 */
export const StaffInviteRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: USERNAME_MAX_LENGTH, pattern: USERNAME_PATTERN }),
  email: Type.String({ maxLength: 254, format: 'email' }),
  first_name: Type.Optional(Nullable(Type.String({ maxLength: 150 }))),
  last_name: Type.Optional(Nullable(Type.String({ maxLength: 150 }))),
  is_superuser: Type.Optional(Type.Boolean()),
  permissions: Type.Optional(Permissions),
  role_id: RoleChoice,
  lang: Type.Optional(Lang),
});
export type StaffInviteRequest = Static<typeof StaffInviteRequest>;
