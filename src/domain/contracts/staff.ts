/**
 * The merchant's team as its owners manage it (GET /api/v1/admin/staff and its actions, issue 18).
 * An owner is a superuser (SPEC 6: a superuser holds every permission).
 */
import { type Static, Type } from 'typebox';
import { Nullable, Paginated, PaginationQuery } from './common.ts';

export const STAFF_STATUSES = ['active', 'inactive'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const StaffMember = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  is_superuser: Type.Boolean({ description: 'An owner: holds every permission' }),
  is_active: Type.Boolean({ description: 'false: every request with any of their tokens answers 401' }),
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

/** PATCH /api/v1/admin/staff/{id}: the fields sent change; an empty name clears it. */
export const StaffEditRequest = Type.Object(
  {
    first_name: Type.Optional(Nullable(Type.String({ maxLength: 150 }))),
    last_name: Type.Optional(Nullable(Type.String({ maxLength: 150 }))),
    email: Type.Optional(Type.String({ maxLength: 254, format: 'email' })),
  },
  { minProperties: 1 },
);
export type StaffEditRequest = Static<typeof StaffEditRequest>;
