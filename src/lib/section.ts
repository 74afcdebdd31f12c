import type { DashboardSection } from '@/domain/contracts/merchant';
import { PLUGIN_KINDS, PLUGIN_PATHS, type PluginKind, type SectionFlag } from '@/domain/plugins';

/** The plugin whose dashboard section lives at this URL segment ("payment-request" → payment_request). */
export function pluginOfPath(segment: string): PluginKind | undefined {
  return PLUGIN_KINDS.find((kind) => PLUGIN_PATHS[kind] === segment);
}

/**
 * The section behind a `$section` URL segment, only when the server enables it for this
 * user with the given sub-item: anything else is "not found", never an empty page.
 */
export function enabledSection(
  sections: readonly DashboardSection[],
  segment: string,
  flag: SectionFlag,
): DashboardSection | undefined {
  const plugin = pluginOfPath(segment);
  return sections.find((section) => section.plugin === plugin && section.flags[flag]);
}
