import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { DashboardSection } from '@/domain/contracts/merchant';
import { pluginOfPath } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

/** What a section page needs the server to have enabled for this user. */
export type SectionNeed = 'transactions' | 'deleted_transactions' | 'table_headers';

function sectionAllows(section: DashboardSection, need: SectionNeed): boolean {
  return need === 'table_headers' ? section.table_headers : Boolean(section.flags[need]);
}

/**
 * Route loaders: an unknown segment, a section the server does not enable for this user, or
 * one without the page's flag is the not-found page, as if the route did not exist.
 */
export async function loadSection(
  queryClient: QueryClient,
  segment: string,
  need: SectionNeed,
): Promise<DashboardSection> {
  const plugin = pluginOfPath(segment);
  if (!plugin) throw notFound();
  const { results } = await queryClient.ensureQueryData(sectionsQuery());
  const section = results.find((candidate) => candidate.plugin === plugin);
  if (!section || !sectionAllows(section, need)) throw notFound();
  return section;
}
