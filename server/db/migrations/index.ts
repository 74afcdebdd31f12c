import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './20260101000000-initial.ts';

/** Static list (no directory scanning): names sort by timestamp, which is the order they run in. */
export const migrations: Record<string, Migration> = {
  '20260101000000-initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
