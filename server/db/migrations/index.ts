import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './20260101000000-initial.ts';
import * as payments from './20260201000000-payments.ts';
import * as integrations from './20260301000000-integrations.ts';
import * as dashboard from './20260401000000-dashboard.ts';
import * as activitySubject from './20260402000000-activity-subject.ts';

/** Static list (no directory scanning): names sort by timestamp, which is the order they run in. */
export const migrations: Record<string, Migration> = {
  '20260101000000-initial': initial,
  '20260201000000-payments': payments,
  '20260301000000-integrations': integrations,
  '20260401000000-dashboard': dashboard,
  '20260402000000-activity-subject': activitySubject,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
