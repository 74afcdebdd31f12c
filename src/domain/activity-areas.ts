import { PLUGIN_KINDS } from './plugins.ts';

/**
 * The areas the Admin log filters by (issue 18): an entry about a plugin's records belongs to
 * that plugin; one about the team or merchant-wide settings to "administration"; one about the
 * actor's own account (sign-in, password, notifications) to "account".
 */
export const ACTIVITY_AREAS = [...PLUGIN_KINDS, 'administration', 'account'] as const;
export type ActivityArea = (typeof ACTIVITY_AREAS)[number];

/**
 * Actions (keys under "activity." in locales/<lang>/server.json) that administer the merchant
 * rather than one's own account, by prefix: staff_*, role_*, settings_* and outbox_* are the
 * team's and the merchant's; pausing payments is a merchant-wide setting.
 */
export const ADMINISTRATION_ACTION_PREFIXES = [
  'activity.staff_',
  'activity.role_',
  'activity.settings_',
  'activity.outbox_',
  'activity.payments_paused',
  'activity.payments_resumed',
] as const;
