import type { DashboardSection } from '../../../src/domain/contracts/merchant.ts';
import {
  PERMISSIONS,
  pluginAccessPermission,
  tableHeaderPermission,
} from '../../../src/domain/permissions.ts';
import {
  PLUGIN_KINDS,
  type PluginKind,
  SECTION_FLAGS,
  type SectionFlag,
} from '../../../src/domain/plugins.ts';

export const SECTION_LABELS: Record<PluginKind, { en: string; ar: string }> = {
  payment_request: { en: 'Payment Request', ar: 'طلب الدفع' },
  customer_payment: { en: 'Customer Payment', ar: 'دفع العميل' },
  bulk: { en: 'Bulk Payment', ar: 'الدفع الجماعي' },
  catalogue: { en: 'Catalogue', ar: 'الكتالوج' },
  shopify: { en: 'Shopify', ar: 'شوبيفاي' },
  e_commerce: { en: 'E-Commerce', ar: 'التجارة الإلكترونية' },
  event: { en: 'Events', ar: 'الفعاليات' },
  food_ordering: { en: 'Food Ordering', ar: 'طلب الطعام' },
  session: { en: 'Session', ar: 'الجلسات' },
};

/** What one permission opens in the dashboard: whole sections, or single sub-items of one. */
type Grant = { plugin: PluginKind; flags: readonly SectionFlag[] };

const ALL_FLAGS = SECTION_FLAGS;

/**
 * Permission → sections it opens. Access to a plugin opens its whole section; the door
 * and kitchen scanning permissions open only their section's fulfillment page.
 */
export function grantsOf(permission: string): Grant[] {
  const plugin = PLUGIN_KINDS.find((kind) => pluginAccessPermission(kind) === permission);
  if (plugin) return [{ plugin, flags: ALL_FLAGS }];
  if (permission === PERMISSIONS.checkInTickets) return [{ plugin: 'event', flags: ['fulfillment'] }];
  if (permission === PERMISSIONS.scanOrders) return [{ plugin: 'food_ordering', flags: ['fulfillment'] }];
  return [];
}

export interface EnabledPlugin {
  plugin: PluginKind;
  flags: Partial<Record<SectionFlag, boolean>>;
  transactionFieldsEnabled: boolean;
}

export interface SectionViewer {
  is_superuser: boolean;
  permissions: readonly string[];
}

/** The sections a user sees: the merchant's enabled flags intersected with what the user's permissions open. */
export function visibleSections(enabled: EnabledPlugin[], viewer: SectionViewer): DashboardSection[] {
  const granted = new Map<PluginKind, Set<SectionFlag>>();
  const grants = viewer.is_superuser
    ? PLUGIN_KINDS.map((plugin) => ({ plugin, flags: ALL_FLAGS }))
    : viewer.permissions.flatMap(grantsOf);
  for (const grant of grants) {
    const set = granted.get(grant.plugin) ?? new Set<SectionFlag>();
    for (const flag of grant.flags) set.add(flag);
    granted.set(grant.plugin, set);
  }
  const sections: DashboardSection[] = [];
  for (const item of enabled) {
    const allowed = granted.get(item.plugin);
    if (!allowed) continue;
    const flags: Partial<Record<SectionFlag, boolean>> = {};
    for (const flag of SECTION_FLAGS) {
      if (item.flags[flag] && allowed.has(flag)) flags[flag] = true;
    }
    if (Object.keys(flags).length === 0 && allowed.size < ALL_FLAGS.length) continue;
    const canEditHeaders =
      viewer.is_superuser || viewer.permissions.includes(tableHeaderPermission(item.plugin));
    sections.push({
      plugin: item.plugin,
      label_en: SECTION_LABELS[item.plugin].en,
      label_ar: SECTION_LABELS[item.plugin].ar,
      flags,
      table_headers: item.transactionFieldsEnabled && canEditHeaders,
    });
  }
  return sections;
}
