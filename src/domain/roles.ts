import { PERMISSIONS, pluginAccessPermission } from './permissions';
import { PLUGIN_KINDS } from './plugins';

/**
 * Named sets of permissions a merchant gives its staff (issue 18). Every merchant has the
 * presets; they are named by the locale (`roles:presets.<key>`) and cannot be changed.
 */
export const ROLE_PRESETS = ['owner', 'finance', 'cashier', 'kitchen', 'door'] as const;
export type RolePreset = (typeof ROLE_PRESETS)[number];

/** What holding a role means: an owner is a superuser (SPEC 6: holds every permission). */
export interface RoleGrant {
  is_superuser: boolean;
  permissions: readonly string[];
}

export const PRESET_GRANTS: Readonly<Record<RolePreset, RoleGrant>> = {
  // An owner's list stays empty: it would only apply again if they stopped being one.
  owner: { is_superuser: true, permissions: [] },
  finance: {
    is_superuser: false,
    permissions: [
      ...PLUGIN_KINDS.map(pluginAccessPermission),
      PERMISSIONS.viewAllTransactions,
      PERMISSIONS.refundTransactions,
      PERMISSIONS.captureTransactions,
      PERMISSIONS.viewExportSettings,
      PERMISSIONS.viewStatistics,
      PERMISSIONS.searchTransactions,
      PERMISSIONS.viewBulkUploads,
    ],
  },
  // Without view_all_paymenttransaction: a cashier sees only the requests they created.
  cashier: { is_superuser: false, permissions: [pluginAccessPermission('payment_request')] },
  kitchen: {
    is_superuser: false,
    permissions: [pluginAccessPermission('food_ordering'), PERMISSIONS.scanOrders],
  },
  // Check-in only, like the seeded door account: access_event would open bookings and event
  // transactions too, which the door does not need (the check-in routes take scan_eventbooking).
  door: { is_superuser: false, permissions: [PERMISSIONS.checkInTickets] },
};

export const ROLE_NAME_MAX_LENGTH = 80;

/** A role as both sides read it: a preset (named by the locale) or a custom role with its name. */
export interface RoleLike {
  preset: RolePreset | null;
  permissions: readonly string[];
}

/** The access a member holding `role` has: exactly the role's, and ownership with the Owner preset. */
export const grantOf = (role: RoleLike): RoleGrant => ({
  is_superuser: role.preset === 'owner',
  permissions: role.permissions,
});
