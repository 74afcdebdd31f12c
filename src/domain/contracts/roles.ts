/**
 * The merchant's roles as its owners manage them (GET /api/v1/admin/roles and its changes,
 * issue 18): the presets every merchant has, named by the locale, and custom roles.
 */
import { type Static, Type } from 'typebox';
import { ALL_PERMISSIONS } from '../permissions.ts';
import { ROLE_NAME_MAX_LENGTH, ROLE_PRESETS } from '../roles.ts';
import { Nullable, Paginated, PaginationQuery } from './common.ts';

const Permission = Type.Enum([...ALL_PERMISSIONS]);
/** A set of permission names of the catalogue, each once (a member's or a role's). */
export const Permissions = Type.Array(Permission, { maxItems: ALL_PERMISSIONS.length, uniqueItems: true });

const Preset = Type.Union([Type.Enum(ROLE_PRESETS), Type.Null()], {
  description: 'A preset (named in the reader language by the client), or null for a custom role',
});

/** A member's role as the staff list names it. */
export const RoleRef = Type.Object({
  id: Type.Integer(),
  preset: Preset,
  name: Nullable(Type.String({ description: "A custom role's name; null for a preset" })),
});
export type RoleRef = Static<typeof RoleRef>;

export const Role = Type.Object({
  ...RoleRef.properties,
  is_superuser: Type.Boolean({ description: 'The Owner preset: its members hold every permission' }),
  permissions: Type.Array(Type.String(), { description: "Exactly what the role's members may do" }),
  member_count: Type.Integer({ description: 'Members holding it, deactivated ones included' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Role = Static<typeof Role>;

export const RoleListQuery = PaginationQuery;
export type RoleListQuery = Partial<Static<typeof RoleListQuery>>;
export const RolePage = Paginated(Role);

/**
 * Not blank, and no lone surrogate (half of an emoji, which no text column or JSON history
 * entry can hold): refused here rather than failing in the database.
 */
const RoleName = Type.String({
  minLength: 1,
  maxLength: ROLE_NAME_MAX_LENGTH,
  pattern: '^(?=[^]*\\S)[^\\ud800-\\udfff]*$',
});

/** POST /api/v1/admin/roles: a custom role. */
export const RoleCreateRequest = Type.Object({ name: RoleName, permissions: Permissions });
export type RoleCreateRequest = Static<typeof RoleCreateRequest>;

/** PATCH /api/v1/admin/roles/{id}: a custom role's name or permissions; its members follow at once. */
export const RoleEditRequest = Type.Object(
  { name: Type.Optional(RoleName), permissions: Type.Optional(Permissions) },
  { minProperties: 1 },
);
export type RoleEditRequest = Static<typeof RoleEditRequest>;
