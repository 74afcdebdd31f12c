import type { DashboardSection } from '@/domain/contracts/merchant';
import { PLUGIN_PATHS, type PluginKind, SECTION_FLAGS, type SectionFlag } from '@/domain/plugins';
import type { Lang } from '@/lib/lang-path';

/** Path segment of each sub-item (SPEC 2.2); the event scan page keeps the spec's spelling. */
function flagPath(plugin: PluginKind, flag: SectionFlag): string {
  switch (flag) {
    case 'deleted_transactions':
      return 'deleted-transactions';
    case 'upload':
      return 'uploads';
    case 'payment_restriction':
      return 'payment-restriction';
    case 'product_bulk_create':
      return 'bulk-create';
    case 'fulfillment':
      return plugin === 'event' ? 'fullfilment' : 'fulfillment';
    default:
      return flag;
  }
}

export interface NavLinkItem {
  /** Translation key of the label under dashboard:nav. */
  labelKey: string;
  href: string;
  /** The orders item carries the unread notification badge. */
  badge?: 'unread';
}

export interface NavSection {
  plugin: PluginKind;
  label: string;
  items: NavLinkItem[];
  /** Settings › Table Headers: only with the feature enabled and the permission held. */
  settings: NavLinkItem[];
}

/** The drawer's sections: only what the server enabled, sub-items in a stable order. */
export function buildNavSections(sections: readonly DashboardSection[], lang: Lang): NavSection[] {
  return sections.map((section) => {
    const base = `/${lang}/${PLUGIN_PATHS[section.plugin]}`;
    const items = SECTION_FLAGS.filter((flag) => section.flags[flag]).map(
      (flag): NavLinkItem => ({
        labelKey: `flags.${flag}`,
        href: `${base}/${flagPath(section.plugin, flag)}`,
        ...(flag === 'orders' ? { badge: 'unread' as const } : {}),
      }),
    );
    // Only the catalogue flags orders paid after their stock had gone; whoever sees its
    // transactions sees them (the server asks the same permission).
    if (section.plugin === 'catalogue' && section.flags.transactions)
      items.push({ labelKey: 'needs_attention', href: `${base}/needs-attention` });
    // The kitchen marks dishes sold out today where it works on its orders.
    if (section.plugin === 'food_ordering' && section.flags.orders)
      items.push({ labelKey: 'sold_out', href: `${base}/sold-out` });
    return {
      plugin: section.plugin,
      label: lang === 'ar' ? section.label_ar : section.label_en,
      items,
      settings: section.table_headers ? [{ labelKey: 'table_headers', href: `${base}/table-headers` }] : [],
    };
  });
}

/**
 * Staff whose sections hold no transaction list (door staff: check-in only) get no home,
 * dashboard list or help items: the drawer shows only what they came to do.
 */
export function isLimitedStaff(sections: readonly DashboardSection[]): boolean {
  return !sections.some((section) => section.flags.transactions);
}

/** The always-present items at the top of the drawer. */
export const homeItems = (lang: Lang): NavLinkItem[] => [
  { labelKey: 'home', href: `/${lang}/general-info` },
  // The all-plugins Dashboard list; the server shows only the plugins the user may access.
  { labelKey: 'flags.transactions', href: `/${lang}/transactions` },
  { labelKey: 'account', href: `/${lang}/user` },
  { labelKey: 'help', href: `/${lang}/help` },
];
