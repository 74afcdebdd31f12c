import { PLUGIN_KINDS, type PluginKind, TABLE_HEADER_PERMISSION_PREFIX } from './plugins';

/** Permission names from SPEC 6, plus per-plugin access names of this product. */
export const PERMISSIONS = {
  viewStatistics: 'view_paymenttransaction_statistics',
  searchTransactions: 'search_paymenttransaction',
  viewExportSettings: 'view_export_settings',
  checkInTickets: 'scan_eventbooking',
  scanOrders: 'scan_foodorder',
  // Money and record changes a merchant may keep from some staff (issue 4), on top of access_<plugin>.
  refundTransactions: 'refund_paymenttransaction',
  captureTransactions: 'capture_paymenttransaction',
  deleteTransactions: 'delete_paymenttransaction',
  // Without it a member sees and acts on only the transactions they created (issue 18's cashier).
  viewAllTransactions: 'view_all_paymenttransaction',
  // The needs-attention list (issue 24): bank successes no transaction could take, refunded or
  // applied. Merchant-wide, whoever created the transaction, as the bank's money is the merchant's.
  resolvePaymentAttention: 'resolve_paymentattention',
  // The catalogue's stock (issue 21): reading it, changing it, and the merchant's discount codes.
  viewProducts: 'view_product',
  changeProducts: 'change_product',
  changeDiscounts: 'change_discount',
  // Bulk payment requests (issue 22), on top of access_bulk: reading uploads, uploading and
  // correcting them, and dispatching their links, which bills customers.
  viewBulkUploads: 'view_bulkupload',
  addBulkUploads: 'add_bulkupload',
  dispatchBulkUploads: 'dispatch_bulkupload',
  // Managing what customers buy (issue 23): events with their tickets, booking form, gates and
  // signing keys; the food menu with its categories, dishes, branches, areas and banners.
  changeEvents: 'change_event',
  changeMenu: 'change_menu',
} as const;

/** Permission to see and act on a plugin's section at all. */
export const pluginAccessPermission = (plugin: PluginKind) => `access_${plugin}`;

/** Permission to configure a plugin's table headers (transaction fields). */
export const tableHeaderPermission = (plugin: PluginKind) =>
  `change_${TABLE_HEADER_PERMISSION_PREFIX[plugin]}transactionproxyfield`;

export const ALL_PERMISSIONS: readonly string[] = [
  ...Object.values(PERMISSIONS),
  ...PLUGIN_KINDS.map(pluginAccessPermission),
  ...PLUGIN_KINDS.map(tableHeaderPermission),
];

/** Every permission once, in the groups a person reads them in when giving them to staff. */
export const PERMISSION_GROUPS = [
  {
    key: 'sections',
    permissions: [...PLUGIN_KINDS.map(pluginAccessPermission), PERMISSIONS.viewAllTransactions],
  },
  {
    key: 'money',
    permissions: [
      PERMISSIONS.refundTransactions,
      PERMISSIONS.captureTransactions,
      PERMISSIONS.deleteTransactions,
      PERMISSIONS.resolvePaymentAttention,
    ],
  },
  {
    key: 'reports',
    permissions: [PERMISSIONS.viewStatistics, PERMISSIONS.searchTransactions, PERMISSIONS.viewExportSettings],
  },
  {
    key: 'catalogue',
    permissions: [PERMISSIONS.viewProducts, PERMISSIONS.changeProducts, PERMISSIONS.changeDiscounts],
  },
  {
    key: 'bulk',
    permissions: [PERMISSIONS.viewBulkUploads, PERMISSIONS.addBulkUploads, PERMISSIONS.dispatchBulkUploads],
  },
  { key: 'management', permissions: [PERMISSIONS.changeEvents, PERMISSIONS.changeMenu] },
  { key: 'scanning', permissions: [PERMISSIONS.checkInTickets, PERMISSIONS.scanOrders] },
  { key: 'table_headers', permissions: PLUGIN_KINDS.map(tableHeaderPermission) },
] as const satisfies readonly { key: string; permissions: readonly string[] }[];

export interface PermissionHolder {
  is_superuser: boolean;
  permissions: readonly string[];
}

/**
 * The administration areas (/{lang}/admin/{area}/…) open to staff holding any of these, not only
 * to owners: the catalogue's to those who read or change it, the events' to event staff and
 * those who manage events, the menu's to those who manage it, the needs-attention list to
 * those who may resolve it.
 */
export const ADMIN_AREA_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  catalogue: [PERMISSIONS.viewProducts, PERMISSIONS.changeProducts, PERMISSIONS.changeDiscounts],
  events: [pluginAccessPermission('event'), PERMISSIONS.changeEvents],
  menu: [PERMISSIONS.changeMenu],
  'payments-attention': [PERMISSIONS.resolvePaymentAttention],
};

/** A superuser holds every permission (SPEC 6). */
export function hasPermission(user: PermissionHolder, name: string): boolean {
  return user.is_superuser || user.permissions.includes(name);
}
