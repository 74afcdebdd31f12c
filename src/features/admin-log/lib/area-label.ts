import type { ActivityArea } from '@/domain/activity-areas';
import { PLUGIN_KINDS, type PluginKind } from '@/domain/plugins';
import type { TFunction } from '@/lib/i18n-runtime';

/** A plugin's area reads as its section's name (the transactions list's); the others as the log names them. */
export const areaLabel = (area: ActivityArea, t: TFunction): string =>
  PLUGIN_KINDS.includes(area as PluginKind)
    ? t(`transactions:plugins.${area}`)
    : t(`admin-log:areas.${area}`);
