import type { RouterContext } from '@/app/router';
import type { DashboardSection } from '@/domain/contracts/merchant';
import type { PluginKind } from '@/domain/plugins';
import { pluginOfPath } from '@/lib/section';
import { loadSection } from '../lib/section-route';

/**
 * The three transaction lists and their detail pages: every plugin's (/{lang}/transactions),
 * a section's (/{lang}/{section}/transactions) and a section's deleted rows, where they can be
 * restored (/{lang}/{section}/deleted-transactions). A section list needs the server to enable
 * its flag for this user; anything else is the not-found page.
 */
export type TransactionList = 'all' | 'section' | 'deleted';

export const LISTS = {
  all: {
    deleted: false,
    path: 'transactions',
    need: undefined,
    other: undefined,
    listRoute: '/$lang/_dashboard/transactions/',
    detailRoute: '/$lang/_dashboard/transactions/$id',
  },
  section: {
    deleted: false,
    path: 'transactions',
    need: 'transactions',
    other: 'deleted',
    listRoute: '/$lang/_dashboard/$section/transactions/',
    detailRoute: '/$lang/_dashboard/$section/transactions/$id',
  },
  deleted: {
    deleted: true,
    path: 'deleted-transactions',
    need: 'deleted_transactions',
    other: 'section',
    listRoute: '/$lang/_dashboard/$section/deleted-transactions/',
    detailRoute: '/$lang/_dashboard/$section/deleted-transactions/$id',
  },
} as const;

export interface LoaderArgs<TParams> {
  context: RouterContext;
  params: TParams;
}
export interface ListParams {
  lang: string;
  section?: string;
}
export interface DetailParams extends ListParams {
  id: string;
}
export type SectionData = { section: DashboardSection } | undefined;

export async function sectionFor(
  list: TransactionList,
  context: RouterContext,
  segment?: string,
): Promise<SectionData> {
  const { need } = LISTS[list];
  if (!need || segment === undefined) return undefined;
  return { section: await loadSection(context.queryClient, segment, need) };
}

/** The scope sectionFor will find, read from the URL alone (undefined: no plugin, not found). */
export function scopeOfPath(list: TransactionList, segment?: string): PluginKind | 'all' | undefined {
  if (!LISTS[list].need || segment === undefined) return 'all';
  return pluginOfPath(segment);
}

export const labelOf = (section: DashboardSection, lang: string) =>
  lang === 'ar' ? section.label_ar : section.label_en;
export const listPath = (list: TransactionList, lang: string, segment?: string) =>
  `/${lang}${segment === undefined ? '' : `/${segment}`}/${LISTS[list].path}`;
